# 7 Wonders Duel và Agora: chữ trên hình bàn chơi (renderers/duel.py, duel_parts.py,
# duel_agora.py) và trên hình /card (renderers/duel_cards.py). Thuật ngữ theo tài liệu Agora của
# người chơi (GLOSSARY.md) và duel.ftl. Ô trên bàn chơi nhỏ: chữ trên mặt thẻ phải ngắn.

## Dòng tiêu đề

duel-board-game = 7 Wonders Duel
duel-board-draft = Chọn Kỳ quan
duel-board-turn = { $who } lấy một thẻ
duel-board-asked = { $who }: { $ask }
duel-board-shared = Ván kết thúc: cùng chiến thắng
duel-board-won = Ván kết thúc: { $who } thắng nhờ { $how ->
    [military] Thống trị Quân sự
    [science] Thống trị Khoa học
    [political] Thống trị Chính trị
   *[points] điểm
}
duel-board-last = Lượt trước: { $what }
duel-board-seat = { $who } { $vp } điểm, { $coins } đồng
duel-board-level = Quân sự: cân bằng
duel-board-ahead = Quân sự: { $who } +{ $n }

## Đường Xung đột, mã báo Tiến trình, xấp bài loại

duel-board-capital = Thủ đô của { $who }
duel-board-track = Đường Xung đột
duel-board-zone = { $n } điểm
duel-board-token_loss = -{ $n } đồng
duel-board-track_legend = Mã báo Quân sự bị lấy đi khi quân cờ Xung đột vào vùng của nó: người chơi bên phía đó mất số đồng ghi trên mã báo.
duel-board-tokens = Mã báo Tiến trình trên bàn
duel-board-box = Trong hộp: thêm { $n } mã báo úp ({ $library } rút 3)
duel-board-library = Bạn rút nhờ { $library } (giữ một):
duel-board-token_science = một biểu tượng khoa học ({ $symbol })
duel-board-token_coins = nhận ngay { $n } đồng
duel-board-discard = Xấp bài loại ({ $n })
duel-board-empty = trống
duel-board-out = Bị loại khỏi ván: { $what }

## Cấu trúc thẻ, chọn Kỳ quan, điểm cuối ván

duel-board-structure = { $age }: số đồng trên thẻ = số { $who } phải trả để xây (đỏ: không đủ tiền; liên kết: miễn phí)
duel-board-laid_out = Cấu trúc thẻ { $age }, bày sẵn trước khi chọn Kỳ quan
duel-board-pick = Chọn Kỳ quan: { $who } chọn một
duel-board-chain = liên kết
# chữ cái trên mặt sau: Bang hội, Nghị sĩ
duel-board-back-guild = B
duel-board-back-senator = N
duel-board-final = Điểm cuối cùng
duel-board-total = Tổng
duel-board-score-blue = Xanh dương
duel-board-score-green = Xanh lá
duel-board-score-yellow = Vàng
duel-board-score-guilds = Bang hội
duel-board-score-wonders = Kỳ quan
duel-board-score-progress = Tiến trình
duel-board-score-coins = Tiền
duel-board-score-military = Quân sự
duel-board-score-senate = Thượng viện

## Một thành phố

duel-board-you = { $who } (bạn)
duel-board-to_move = đến lượt
duel-board-vp = điểm
duel-board-coins = đồng
duel-board-makes = Sản xuất
duel-board-nothing = không có
duel-board-one_of = +1 trong
duel-board-buys = Giá mua
duel-board-discard_for = Hủy được
duel-board-discard_value = { $n } đồng
duel-board-science = Khoa học
duel-board-none = không có
duel-board-chains = Liên kết
duel-board-tokens_own = Mã báo
duel-board-built = đã xây
duel-board-built_with = đã xây: { $card }

## Biểu tượng liên kết thẻ in trên thẻ

duel-board-symbol-amphora = bình gốm
duel-board-symbol-barrel = thùng
duel-board-symbol-book = sách
duel-board-symbol-drop = giọt nước
duel-board-symbol-gear = bánh răng
duel-board-symbol-greek_building = đền Hy Lạp
duel-board-symbol-helmet = mũ trụ
duel-board-symbol-horseshoe = móng ngựa
duel-board-symbol-lamp = đèn dầu
duel-board-symbol-lyre = đàn lia
duel-board-symbol-mask = mặt nạ
duel-board-symbol-moon = trăng
duel-board-symbol-pillar = cột
duel-board-symbol-sun = mặt trời
duel-board-symbol-sword = kiếm
duel-board-symbol-target = bia
duel-board-symbol-tower = tháp

## Mặt thẻ trong cấu trúc: vài chữ cho mỗi hiệu ứng («đ» là đồng, như bàn chơi 7 Wonders)

duel-board-face-coins = +{ $n }đ
duel-board-face-one_of = 1 trong { $what }
duel-board-face-fixed_price = { $what } giá 1
duel-board-face-coins_per = { $n }đ/{ $what }
duel-board-face-per_wonder = Kỳ quan
duel-board-face-per_cards = thẻ { $colours }
duel-board-face-guild = { $coins ->
    [0] {""}
   *[other] { $coins }đ+
}{ $vp } điểm/{ $what }
duel-board-face-guild_coins = 1 điểm/3đ
duel-board-face-opponent_loses_coins = đối thủ -{ $n }đ
duel-board-face-destroy = hủy một thẻ { $colour } của đối thủ
duel-board-face-revive = xây từ xấp bài loại
duel-board-face-library = mã báo từ hộp
duel-board-face-politician = Đặt khối { $section ->
    [left] bên trái
    [middle] ở giữa
   *[right] bên phải
}, hoặc di chuyển
duel-board-face-conspirator = đặt một khối, hoặc Mưu phản
duel-board-face-place_influence_any = đặt 1 khối
duel-board-face-move_influence = có thể di chuyển 1 khối
duel-board-face-trigger_unprepared_conspiracy = có thể kích hoạt một Âm mưu chưa chuẩn bị
duel-board-face-chain_from = miễn phí nhờ { $symbol }
duel-board-face-chain_to = cho { $symbol }

## Agora: Thượng viện

duel-board-senate = Thượng viện
duel-board-senate_info = Phòng họp theo phần: Chính trị gia đặt vào phần của mình. Khối Ảnh hưởng còn lại: { $first } { $a }, { $second } { $b } · Bộ bài Âm mưu: { $deck } thẻ · Kiểm soát cả 6 Phòng họp là thắng
duel-board-section = { $section ->
    [left] Phần bên trái: Phòng họp 1-2
    [middle] Phần giữa: Phòng họp 3-4
   *[right] Phần bên phải: Phòng họp 5-6
}
duel-board-chamber = Phòng họp { $n } · { $vp } điểm
duel-board-chamber_short = { $n } · { $vp } điểm
duel-board-decree_hidden = Nghị định (úp)
duel-board-decree_hidden_short = Úp
duel-board-no_decree = không có Nghị định
duel-board-cube_gain = +1 khối
duel-board-cube_loss = -1 khối
duel-board-agora_legend = Mã báo Quân sự: +1 khối: đặt một khối Ảnh hưởng vào Phòng họp bất kỳ; -1 khối: loại bỏ một khối của đối thủ, rồi bạn có thể di chuyển một khối.
duel-board-decree = { $name }: { $what }
duel-board-decree-coins_on_construct = +đồng theo Thời đại khi ai đó xây { $target ->
    [wonder] Kỳ quan
   *[other] thẻ { $colour }
}
duel-board-decree-ignore_symbol = thẻ { $colour }: bỏ qua 1 biểu tượng chi phí
duel-board-decree-discount = Kỳ quan bớt 1 tài nguyên
duel-board-decree-control_shield = 1 khiên khi đang kiểm soát
duel-board-decree-trade_discount = { $what } rẻ hơn 1 đồng
duel-board-decree-senate_bonus = +2 thẻ xanh dương khi tính hành động Thượng viện
duel-board-decree-discard_bonus = +2 đồng mỗi lần hủy thẻ
duel-board-decree-opponent_chains = dùng liên kết thẻ của đối thủ
duel-board-decree-conspirator_play_again = chơi thêm lượt sau khi tuyển Kẻ chủ mưu

## Agora: Nghị sĩ và Âm mưu của một người chơi

duel-board-senators = Nghị sĩ: { $senators } · người tiếp theo giá { $cost } đồng · một Chính trị gia cho { $actions } hành động · Âm mưu: { $plots } ({ $ready } đã chuẩn bị)
duel-board-plot_hidden = Âm mưu { $slot }
duel-board-plot_title = { $slot }. { $name }
duel-board-plot-down_prepared = úp; đã chuẩn bị bằng { $card }
duel-board-plot-down = úp, chưa chuẩn bị
duel-board-plot-triggered = đã kích hoạt
duel-board-plot-prepared = đã chuẩn bị, úp
duel-board-plot-with = { $state } ({ $card })
duel-board-plot-locks = { $state }; vô hiệu hóa { $token }
duel-board-plot-locks_secret = { $state }; vô hiệu hóa một mã báo
duel-board-private-keep = Thẻ Âm mưu bạn rút (giữ một):
duel-board-private-treason = Các thẻ đã bị loại đến giờ:
duel-board-private-espionage = Mã báo Tiến trình trong hộp:
duel-board-private-lock = Mã báo bạn có thể vô hiệu hóa:
duel-board-private-curia = Âm mưu bạn có thể kích hoạt:
duel-board-option = { $slot }. { $name }

## Hình /card (renderers/duel_cards.py)

duel-board-card-chain_from = Liên kết thẻ: miễn phí nếu bạn có biểu tượng { $symbol } (từ { $card })
duel-board-card-chain_to = Cho biểu tượng liên kết { $symbol }: sau đó { $card } được miễn phí
duel-board-card-drafted = Khi chọn Kỳ quan này: { $what }
duel-board-card-decree_lasts = Có hiệu lực khi bạn kiểm soát Phòng họp của nó.

## Chữ in trên mã báo Tiến trình (tiếng Anh lấy từ data/duel/progress_tokens.json);
## Tham nhũng và Tội phạm có tổ chức theo tài liệu Agora

duel-text-architecture = Các Kỳ quan bạn xây sau này được bớt 2 tài nguyên (bạn chọn loại nào).
duel-text-economy = Số tiền đối thủ trả cho Ngân hàng để mua tài nguyên sẽ về tay bạn (không tính chi phí bằng tiền in trên thẻ).
duel-text-masonry = Các thẻ xanh dương bạn xây sau này được bớt 2 tài nguyên (bạn chọn loại nào).
duel-text-mathematics = Cuối ván, được 3 điểm cho mỗi mã báo Tiến trình bạn có, kể cả mã báo này.
duel-text-strategy = Từ nay, mỗi thẻ đỏ bạn xây cho thêm 1 khiên.
duel-text-theology = Mọi Kỳ quan bạn xây sau này đều có hiệu ứng chơi thêm lượt (Kỳ quan vốn đã có hiệu ứng này không cho chơi thêm hai lượt).
duel-text-urbanism = Nhận ngay 6 đồng; mỗi lần bạn xây miễn phí một công trình nhờ liên kết thẻ, nhận 4 đồng.
duel-text-corruption = Từ nay trở đi, bạn được tuyển dụng mọi Nghị sĩ (Chính trị gia và Kẻ chủ mưu) miễn phí.
duel-text-organized_crime = Khi bạn Mưu phản, bạn được giữ lại cả 2 thẻ Âm mưu đã rút.

# dấu của tài nguyên trên ô màu (như bàn 7 Wonders: gỗ, đất sét, đá, thủy tinh, giấy cói)
duel-board-resource_short-wood = G
duel-board-resource_short-clay = S
duel-board-resource_short-stone = Đ
duel-board-resource_short-glass = T
duel-board-resource_short-papyrus = C
