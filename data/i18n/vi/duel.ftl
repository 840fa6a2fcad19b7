# 7 Wonders Duel và Agora: lời của bộ máy trò chơi (bot/engine/duel/speech.py).
# Thuật ngữ theo tài liệu Agora của người chơi (GLOSSARY.md). Tên thẻ, Kỳ quan, mã báo của trò
# chơi gốc giữ tiếng Anh; các thành phần Agora mà tài liệu gọi tên thì dùng tên trong tài liệu.

## Tên các thành phần Agora (tài liệu Agora)

duel-name-politician_left_1 = Chính trị gia (trái)
duel-name-politician_left_2 = Chính trị gia (trái)
duel-name-politician_middle_1 = Chính trị gia (giữa)
duel-name-politician_middle_2 = Chính trị gia (giữa)
duel-name-politician_middle_3 = Chính trị gia (giữa)
duel-name-politician_right_1 = Chính trị gia (phải)
duel-name-politician_right_2 = Chính trị gia (phải)
duel-name-conspirator_1 = Kẻ chủ mưu
duel-name-conspirator_2 = Kẻ chủ mưu
duel-name-conspirator_3 = Kẻ chủ mưu
duel-name-conspirator_4 = Kẻ chủ mưu
duel-name-conspirator_5 = Kẻ chủ mưu
duel-name-conspirator_6 = Kẻ chủ mưu
duel-name-corruption = Tham nhũng
duel-name-organized_crime = Tội phạm có tổ chức
duel-name-extortion = Đánh cắp Kỳ quan
duel-name-blackmail = Tống tiền
duel-name-expropriation = Phá hủy Công trình Xanh dương
duel-name-swindle = Phá hủy Công trình Vàng
duel-name-obscurantism = Vô hiệu hóa Tiến trình
duel-name-property_fraud = Xây dựng miễn phí
duel-name-treason = Lục tìm thẻ bị loại
duel-name-espionage = Cướp bóc Tiến trình
duel-name-turn_of_events = Loại bỏ thẻ từ cấu trúc
duel-name-foreclosure = Chiếm đoạt tài nguyên
duel-name-coercion = Trao đổi công trình
duel-name-insider_influence = Thao túng Nghị định
duel-name-sabotage = Phá hủy Kỳ quan
duel-name-coins_on_blue = Nhận Tiền theo Thời đại – Xanh dương
duel-name-coins_on_green = Nhận Tiền theo Thời đại – Xanh lá
duel-name-coins_on_yellow = Nhận Tiền theo Thời đại – Vàng
duel-name-coins_on_red = Nhận Tiền theo Thời đại – Đỏ
duel-name-ignore_symbol_yellow = Giảm chi phí xây dựng thẻ – Vàng
duel-name-ignore_symbol_red = Giảm chi phí xây dựng thẻ – Đỏ
duel-name-ignore_symbol_green = Giảm chi phí xây dựng thẻ – Xanh lá
duel-name-wonder_discount = Giảm chi phí Kỳ quan
duel-name-shield = Nhận Khiên quân sự
duel-name-brown_trade_discount = Giảm chi phí mua tài nguyên – Nâu
duel-name-grey_trade_discount = Giảm chi phí mua tài nguyên – Xám
duel-name-senate_plus_two = Tăng hành động Thượng viện
duel-name-discard_plus_two = Thêm Tiền khi hủy thẻ
duel-name-coins_on_wonder = Nhận Tiền khi xây Kỳ quan
duel-name-opponent_chains = Hưởng lợi từ liên kết thẻ
duel-name-conspirator_extra_turn = Chơi thêm lượt

## Từ dùng trong các câu khác

duel-age = Thời đại { $n ->
    [1] I
    [2] II
   *[other] III
}
duel-units = { $n } { $kind }
duel-name-wood = gỗ
duel-name-clay = đất sét
duel-name-stone = đá
duel-name-glass = thủy tinh
duel-name-papyrus = giấy cói
duel-name-armillary = quả cầu thiên văn
duel-name-inkwell = lọ mực
duel-name-mortar = cối giã
duel-name-pendulum = con lắc
duel-name-sundial = đồng hồ mặt trời
duel-name-wheel = bánh xe
duel-name-scales = cái cân
duel-name-colour_brown = nâu
duel-name-colour_grey = xám
duel-name-colour_blue = xanh dương
duel-name-colour_green = xanh lá
duel-name-colour_yellow = vàng
duel-name-colour_red = đỏ
duel-name-colour_purple = tím
duel-per-wonder = Kỳ quan
duel-per-cards = thẻ { $colours }

## Chi phí

duel-pay-chain = miễn phí nhờ liên kết thẻ
duel-pay-free = miễn phí
duel-pay-coins = trả { $n } đồng
duel-pay-buy = mua { $what } với { $n } đồng
duel-pay-buy_count = mua { $units } tài nguyên với { $n } đồng
duel-pay-both = { $first } và { $second }

## Hiệu ứng (mỗi loại một câu)

duel-effect-coins = { $n } đồng
duel-effect-vp = { $n } điểm
duel-effect-shields = { $n } khiên
duel-effect-produce = +{ $what }
duel-effect-produce_one_of = mỗi lượt 1 { $what }
duel-effect-fixed_price = { $what } giá { $n } đồng
duel-effect-science = { $symbol }
duel-effect-coins_per = { $n } đồng cho mỗi { $what }
duel-effect-guild = { $coins ->
    [0] {""}
   *[other] { $coins } đồng + {""}
}{ $vp } điểm cho mỗi { $what } của thành phố có nhiều nhất
duel-effect-guild_coins = 1 điểm cho mỗi 3 đồng của thành phố giàu nhất
duel-effect-opponent_loses_coins = đối thủ mất { $n } đồng
duel-effect-destroy = hủy một thẻ { $colour } của đối thủ
duel-effect-revive = xây miễn phí một thẻ đã bị hủy
duel-effect-library = giữ 1 trong 3 mã báo lấy từ hộp
duel-effect-play_again = chơi thêm lượt
duel-effect-discount = { $target ->
    [wonder] Kỳ quan
   *[other] thẻ xanh dương
} được bớt { $n } tài nguyên
duel-effect-trade_income = tiền đối thủ trả khi mua tài nguyên về tay bạn
duel-effect-vp_per_token = { $n } điểm cho mỗi mã báo Tiến trình
duel-effect-red_bonus = +{ $n } khiên trên thẻ đỏ
duel-effect-wonders_play_again = mọi Kỳ quan của bạn cho chơi thêm lượt
duel-effect-chain_coins = { $n } đồng mỗi lần xây nhờ liên kết thẻ
duel-effect-senators_free = tuyển dụng Nghị sĩ miễn phí
duel-effect-conspire_keep_both = khi Mưu phản, giữ cả 2 thẻ Âm mưu
duel-effect-conspire = Mưu phản: rút 2 thẻ Âm mưu, giữ 1
duel-effect-politician = hành động Thượng viện ở phần { $section ->
    [left] bên trái
    [middle] giữa
   *[right] bên phải
}
duel-effect-conspirator = đặt một khối Ảnh hưởng hoặc Mưu phản
duel-effect-trigger_unprepared_conspiracy = kích hoạt một Âm mưu chưa chuẩn bị
duel-effect-place_influence_any = đặt một khối Ảnh hưởng vào Phòng họp bất kỳ
duel-effect-move_influence = di chuyển một khối Ảnh hưởng sang Phòng họp kế cận
duel-effect-other = { $kind }

## Sự kiện

duel-event-draft_pick = { $seat } lấy Kỳ quan { $wonder }.
duel-event-draft_offer = Bốn Kỳ quan tiếp theo: { $wonders }.
duel-event-draft_done = Phần chọn Kỳ quan đã xong.
duel-event-age = { $age } bắt đầu.
duel-event-age_end = { $age } kết thúc.
duel-event-reveal = Lật ngửa: { $cards }.
duel-event-build = { $seat } xây { $card } { $n ->
    [0] miễn phí
   *[other] với giá { $n } đồng
}.
duel-event-build_chain = { $seat } xây { $card } miễn phí nhờ liên kết thẻ.
duel-event-build_revive = { $seat } xây miễn phí { $card } từ xấp bài loại.
duel-event-build_fraud = { $seat } xây miễn phí { $card } từ hàng xa nhất.
duel-event-build_treason = { $seat } xây miễn phí { $card } từ hộp.
duel-event-recruit = { $seat } tuyển dụng { $card } { $n ->
    [0] miễn phí
   *[other] với giá { $n } đồng
}.
duel-event-discard = { $seat } hủy { $card } để lấy { $n } đồng.
duel-event-wonder = { $seat } xây Kỳ quan { $wonder } bằng { $card }{ $n ->
    [0] {""}
   *[other] {" "}với giá { $n } đồng
}.
duel-event-wonder_out = Đã xây đủ bảy Kỳ quan: { $wonder } bị loại khỏi ván.
duel-event-coins = { $seat } nhận { $n } đồng.
duel-event-coins_from = { $seat } nhận { $n } đồng ({ $source }).
duel-event-coins_decree = { $seat } nhận { $n } đồng (Nghị định { $decree }).
duel-event-lose_coins = { $seat } mất { $n } đồng.
duel-event-economy = { $seat } nhận { $n } đồng tiền mua tài nguyên (Economy).
duel-event-pawn = { $seat } đẩy quân cờ Xung đột { $n } ô.
duel-event-military_token = { $seat } lấy một mã báo Quân sự bên phía { $victim }.
duel-event-pair = { $seat } có một cặp biểu tượng { $symbol }.
duel-event-progress = { $seat } lấy mã báo Tiến trình { $token }.
duel-event-destroy = { $seat } hủy { $card } của { $victim }.
duel-event-library = { $seat } rút { $n } mã báo Tiến trình từ hộp.
duel-event-library_draw = Bạn đã rút: { $tokens }.
duel-event-play_again = { $seat } chơi thêm lượt.
duel-event-starter_self = { $seat } chọn tự mình đi trước ở { $age }.
duel-event-starter_other = { $seat } nhường { $first } đi trước ở { $age }.
duel-event-supremacy = { $seat } thắng nhờ Thống trị { $kind ->
    [military] Quân sự
    [science] Khoa học
   *[political] Chính trị
}!
duel-event-shared_supremacy = Cả hai người chơi cùng lúc đạt Thống trị { $kind ->
    [military] Quân sự
    [science] Khoa học
   *[political] Chính trị
}: cùng chiến thắng!
duel-event-game_end = Ván kết thúc sau Thời đại III: { $seat } thắng nhờ điểm.
duel-event-game_end_shared = Ván kết thúc sau Thời đại III: hai người cùng chiến thắng.
duel-event-senate_actions = { $seat } có { $n } hành động Thượng viện ở phần { $section ->
    [left] bên trái
    [middle] giữa
   *[right] bên phải
}.
duel-event-influence_place = { $seat } đặt một khối Ảnh hưởng vào Phòng họp { $chamber }.
duel-event-influence_move = { $seat } di chuyển một khối Ảnh hưởng từ Phòng họp { $frm } sang Phòng họp { $to }.
duel-event-influence_remove = { $seat } loại bỏ một khối Ảnh hưởng của { $victim } khỏi Phòng họp { $chamber }.
duel-event-control = { $seat } kiểm soát Phòng họp { $chamber }.
duel-event-control_lost = { $seat } mất quyền kiểm soát Phòng họp { $chamber }.
duel-event-decree_reveal = Nghị định của Phòng họp { $chamber } được lật ngửa: { $decree }.
duel-event-decree_move = { $seat } chuyển Nghị định { $decree } từ Phòng họp { $frm } sang Phòng họp { $to }.
duel-event-decree_move_hidden = { $seat } chuyển một Nghị định đang úp từ Phòng họp { $frm } sang Phòng họp { $to }.
duel-event-senate_stop = { $seat } dừng các hành động Thượng viện.
duel-event-conspire = { $seat } Mưu phản và rút { $n } thẻ Âm mưu.
duel-event-conspire_draw = Bạn đã rút: { $cards }.
duel-event-conspiracy_kept = { $seat } giữ một thẻ Âm mưu úp (Âm mưu { $slot }).
duel-event-conspiracy_kept_secret = Âm mưu { $slot } của bạn là { $conspiracy }.
duel-event-conspiracy_return = { $seat } đặt thẻ Âm mưu còn lại { $where ->
    [top] lên trên cùng
   *[bottom] xuống dưới cùng
} của bộ bài.
duel-event-conspiracy_prepare = { $seat } chuẩn bị Âm mưu { $slot } bằng { $card }.
duel-event-trigger = { $seat } kích hoạt Âm mưu { $conspiracy } (Âm mưu { $slot }, đã chuẩn bị bằng { $card }).
duel-event-trigger_unprepared = { $seat } kích hoạt Âm mưu { $conspiracy } (Âm mưu { $slot }, không chuẩn bị).
duel-event-curia_skip = { $seat } không kích hoạt Âm mưu nào bằng Curia Julia.
duel-event-extort = { $seat } lấy Kỳ quan { $wonder } của { $victim }.
duel-event-lock = { $seat } vô hiệu hóa mã báo Tiến trình { $token } { $frm ->
    [board] trên bàn chơi
   *[opponent] của đối thủ
}.
duel-event-lock_box = { $seat } vô hiệu hóa một mã báo Tiến trình lấy từ hộp, đặt úp.
duel-event-lock_secret = Bạn đã vô hiệu hóa { $token } lấy từ hộp.
duel-event-treason = { $seat } xem các thẻ đã bị loại khỏi các Thời đại.
duel-event-scrap = { $seat } hủy { $card } khỏi cấu trúc thẻ.
duel-event-seize = { $seat } lấy { $card } của { $victim }.
duel-event-coerce = { $seat } lấy { $took } của { $victim } và đưa lại { $gave }.
duel-event-sabotage = { $seat } trả Kỳ quan { $wonder } của { $victim } vào hộp ({ $card } vào xấp bài loại).
duel-event-other = { $kind }

## Nước đi (nút bấm, menu, tự hoàn thành)

duel-move-build = Xây { $card }: { $cost }
duel-move-discard = Hủy { $card } để lấy { $n } đồng
duel-move-wonder = Xây Kỳ quan { $wonder } bằng { $card }: { $cost }
duel-move-recruit = Tuyển dụng { $card }: { $cost }
duel-move-prepare = Chuẩn bị Âm mưu { $slot } bằng { $card } (kết thúc lượt)
duel-move-trigger = Kích hoạt { $conspiracy } (Âm mưu { $slot }, đã chuẩn bị bằng { $card })
duel-move-pick = Lấy { $wonder } ({ $effects })
duel-move-progress = Lấy { $token }: { $effects }
duel-move-destroy = Hủy { $card } của đối thủ
duel-move-revive = Xây miễn phí { $card } từ xấp bài loại
duel-move-start_me = Tự mình đi trước ở { $age }
duel-move-start_opponent = Để đối thủ đi trước ở { $age }
duel-move-place = Đặt một khối Ảnh hưởng vào Phòng họp { $chamber }
duel-move-move = Di chuyển một khối Ảnh hưởng từ Phòng họp { $frm } sang Phòng họp { $to }
duel-move-remove = Loại bỏ một khối Ảnh hưởng của đối thủ khỏi Phòng họp { $chamber }
duel-move-stop = Dừng: không dùng thêm hành động Thượng viện
duel-move-skip_move = Không di chuyển
duel-move-conspire = Mưu phản: rút 2 thẻ Âm mưu, { $both ->
    [yes] giữ cả hai
   *[no] giữ 1
}
duel-move-keep = Giữ { $conspiracy }: { $text }
duel-move-deck = Đặt thẻ Âm mưu còn lại { $where ->
    [top] lên trên cùng
   *[bottom] xuống dưới cùng
} của bộ bài
duel-move-curia = Kích hoạt { $conspiracy } ngay (Âm mưu { $slot }, chưa chuẩn bị)
duel-move-curia_skip = Không kích hoạt Âm mưu nào
duel-move-extort = Lấy Kỳ quan { $wonder } của đối thủ
duel-move-lock = Vô hiệu hóa { $token } ({ $where ->
    [board] trên bàn chơi
    [opponent] của đối thủ
   *[box] trong hộp
})
duel-move-fraud = Xây miễn phí { $card } từ hàng xa nhất
duel-move-treason = Xây miễn phí { $card } từ hộp
duel-move-espionage = Lấy { $token } từ hộp
duel-move-scrap = Hủy { $card } khỏi cấu trúc thẻ
duel-move-scrap_done = Không hủy thẻ thứ hai
duel-move-seize = Lấy { $card } của đối thủ
duel-move-give = Đưa { $card } của bạn để đổi lại
duel-move-decree = Chuyển Nghị định { $decree } của Phòng họp { $chamber }
duel-move-decree_hidden = Chuyển Nghị định đang úp của Phòng họp { $chamber }
duel-move-decree_to = Đặt nó dưới Nghị định của Phòng họp { $chamber }
duel-move-sabotage = Trả { $wonder } của đối thủ vào hộp
duel-move-other = { $token }

## Tiêu đề menu, theo loại nước đi

duel-group-build = Xây
duel-group-discard = Hủy thẻ
duel-group-wonder = Kỳ quan
duel-group-pick = Chọn Kỳ quan
duel-group-progress = Mã báo Tiến trình
duel-group-destroy = Hủy thẻ của đối thủ
duel-group-revive = Xây từ xấp bài loại
duel-group-library = Giữ mã báo Tiến trình
duel-group-start = Ai đi trước
duel-group-senate = Thượng viện
duel-group-conspire = Mưu phản
duel-group-keep = Giữ thẻ Âm mưu
duel-group-deck = Trả về bộ bài
duel-group-recruit = Tuyển dụng
duel-group-prepare = Chuẩn bị Âm mưu
duel-group-trigger = Kích hoạt Âm mưu
duel-group-curia = Curia Julia
duel-group-extort = Đánh cắp Kỳ quan
duel-group-lock = Vô hiệu hóa Tiến trình
duel-group-fraud = Xây dựng miễn phí
duel-group-treason = Lục tìm thẻ bị loại
duel-group-espionage = Cướp bóc Tiến trình
duel-group-scrap = Loại bỏ thẻ từ cấu trúc
duel-group-seize = Chiếm đoạt tài nguyên
duel-group-swap = Trao đổi công trình: lấy
duel-group-give = Trao đổi công trình: đưa
duel-group-decree = Thao túng Nghị định
duel-group-decree_to = Thao túng Nghị định: chuyển tới
duel-group-sabotage = Phá hủy Kỳ quan

## Điều người chơi được hỏi

duel-ask-turn = { $agora ->
    [yes] lấy một thẻ: xây hoặc tuyển dụng, hủy để lấy Tiền, xây một Kỳ quan hoặc chuẩn bị một Âm mưu
   *[no] lấy một thẻ: xây, hủy để lấy Tiền hoặc dùng nó xây một Kỳ quan
}
duel-ask-draft = chọn một Kỳ quan
duel-ask-progress = chọn một mã báo Tiến trình
duel-ask-destroy = chọn một thẻ của đối thủ để hủy
duel-ask-revive = chọn một thẻ đã bị hủy để xây miễn phí
duel-ask-library = giữ 1 trong các mã báo Tiến trình rút từ hộp
duel-ask-starter = chọn ai đi trước ở Thời đại tiếp theo
duel-ask-politician = dùng { $n } hành động Thượng viện: đặt một khối Ảnh hưởng ở phần { $section ->
    [left] bên trái
    [middle] giữa
   *[right] bên phải
} hoặc di chuyển một khối, hoặc dừng
duel-ask-conspirator = đặt một khối Ảnh hưởng vào Phòng họp bất kỳ, hoặc Mưu phản
duel-ask-place = đặt một khối Ảnh hưởng vào một Phòng họp
duel-ask-remove = loại bỏ một khối Ảnh hưởng của đối thủ
duel-ask-move = di chuyển một khối Ảnh hưởng sang Phòng họp kế cận, hoặc bỏ qua
duel-ask-keep = giữ một trong hai thẻ Âm mưu vừa rút
duel-ask-return = đặt thẻ Âm mưu còn lại lên trên cùng hoặc xuống dưới cùng của bộ bài
duel-ask-curia = kích hoạt một Âm mưu chưa chuẩn bị (Curia Julia), hoặc không
duel-ask-extort = lấy một Kỳ quan chưa xây của đối thủ
duel-ask-lock = vô hiệu hóa một mã báo Tiến trình (Vô hiệu hóa Tiến trình)
duel-ask-fraud = xây miễn phí một thẻ ở hàng xa nhất
duel-ask-treason = xây miễn phí một thẻ Thời đại đã bị loại (Lục tìm thẻ bị loại)
duel-ask-espionage = lấy một mã báo Tiến trình từ hộp (Cướp bóc Tiến trình)
duel-ask-scrap = hủy một thẻ không bị che của cấu trúc (Loại bỏ thẻ từ cấu trúc)
duel-ask-seize = lấy một thẻ nâu hoặc xám của đối thủ
duel-ask-swap = chọn thẻ xanh dương hoặc xanh lá của đối thủ để lấy
duel-ask-give = chọn thẻ của bạn để đưa lại
duel-ask-decree = chọn Nghị định để chuyển (Thao túng Nghị định)
duel-ask-decree_to = chọn Phòng họp mà Nghị định được chuyển tới
duel-ask-sabotage = trả một Kỳ quan đã xây của đối thủ vào hộp

## Từ chối

duel-why-first = Trước hết bạn phải { $ask }.
duel-why-turn = Lấy một thẻ không bị che rồi xây, hủy để lấy Tiền, hoặc dùng nó xây một Kỳ quan.
duel-why-name_card = Hãy nêu một thẻ trong cấu trúc, ví dụ `build:lumber_yard`.
duel-why-name_structure_card = Hãy nêu một thẻ trong cấu trúc.
duel-why-not_face_up = { $card } không phải là thẻ đang ngửa trong cấu trúc; hãy lấy một thẻ không bị che.
duel-why-covered = { $card } đang bị các thẻ khác che; hãy lấy một thẻ không bị che.
duel-why-afford = Bạn không đủ tiền cho { $what }: bạn cần thêm { $n } đồng.
duel-why-senator_recruited = Nghị sĩ được tuyển dụng, không phải xây: `{ $token }`.
duel-why-name_wonder = Hãy nêu một Kỳ quan của bạn, ví dụ `wonder:the_pyramids:lumber_yard`.
duel-why-wonder_out = { $wonder } đã bị loại khỏi ván: đã xây đủ bảy Kỳ quan.
duel-why-not_your_wonder = { $wonder } không phải Kỳ quan của bạn.
duel-why-wonder_built = Bạn đã xây { $wonder } rồi.
duel-why-seven_built = Đã xây đủ bảy Kỳ quan: không thể xây thêm Kỳ quan nào.
duel-why-senators_agora = Nghị sĩ chỉ có khi chơi với bản mở rộng Agora.
duel-why-name_senator = Hãy nêu một Nghị sĩ, ví dụ `recruit:conspirator_1`.
duel-why-is_building = { $card } là một Công trình: `{ $token }`.
duel-why-conspiracies_agora = Âm mưu chỉ có khi chơi với bản mở rộng Agora.
duel-why-name_conspiracy_card = Hãy nêu một Âm mưu của bạn và một thẻ, ví dụ `prepare:1:altar`.
duel-why-no_unprepared = Bạn không có Âm mưu { $slot } nào chưa chuẩn bị.
duel-why-name_prepared = Hãy nêu một Âm mưu đã chuẩn bị của bạn, ví dụ `trigger:1`.
duel-why-triggered_this_turn = Bạn đã kích hoạt một Âm mưu trong lượt này rồi.
duel-why-not_prepared = Âm mưu { $slot } của bạn chưa được chuẩn bị (hoặc đã được kích hoạt).
duel-why-no_effect = Âm mưu đó lúc này không có tác dụng gì.
duel-why-choose = Hãy chọn { $what }: { $options }.
duel-why-nothing_to_choose = Không có { $what } nào để chọn.
duel-what-draft = một trong các Kỳ quan đang được đưa ra
duel-what-progress = một mã báo Tiến trình trên bàn chơi
duel-what-destroy = một thẻ của đối thủ để hủy
duel-what-revive = một thẻ trong xấp bài loại
duel-what-library = một trong 3 mã báo bạn vừa rút
duel-what-starter = ai đi trước ở Thời đại tiếp theo
duel-what-politician = một hành động Thượng viện
duel-what-conspirator = một hành động của Kẻ chủ mưu
duel-what-place = một Phòng họp
duel-what-remove = một khối Ảnh hưởng của đối thủ
duel-what-move = một nước di chuyển
duel-what-keep = một thẻ Âm mưu để giữ
duel-what-return = một vị trí trong bộ bài
duel-what-curia = một Âm mưu
duel-what-extort = một Kỳ quan
duel-what-lock = một mã báo Tiến trình
duel-what-fraud = một thẻ ở hàng xa nhất
duel-what-treason = một thẻ đã bị loại
duel-what-espionage = một mã báo
duel-what-scrap = một thẻ không bị che
duel-what-seize = một thẻ
duel-what-swap = một thẻ
duel-what-give = một thẻ
duel-what-decree = một Phòng họp
duel-what-decree_to = một Phòng họp
duel-what-sabotage = một Kỳ quan

## Luật của các Nghị định và Âm mưu (data/duel/agora.json)

duel-text-coins_on_blue = Mỗi khi bạn hoặc đối thủ xây một thẻ xanh dương, bạn lấy số đồng bằng Thời đại hiện tại.
duel-text-coins_on_green = Mỗi khi bạn hoặc đối thủ xây một thẻ xanh lá, bạn lấy số đồng bằng Thời đại hiện tại.
duel-text-coins_on_yellow = Mỗi khi bạn hoặc đối thủ xây một thẻ vàng, bạn lấy số đồng bằng Thời đại hiện tại.
duel-text-coins_on_red = Mỗi khi bạn hoặc đối thủ xây một thẻ đỏ, bạn lấy số đồng bằng Thời đại hiện tại.
duel-text-ignore_symbol_yellow = Khi xây một thẻ vàng, bỏ qua 1 biểu tượng chi phí: 1 đơn vị tài nguyên hoặc toàn bộ số Tiền.
duel-text-ignore_symbol_red = Khi xây một thẻ đỏ, bỏ qua 1 biểu tượng chi phí: 1 đơn vị tài nguyên hoặc toàn bộ số Tiền.
duel-text-ignore_symbol_green = Khi xây một thẻ xanh lá, bỏ qua 1 biểu tượng chi phí: 1 đơn vị tài nguyên hoặc toàn bộ số Tiền.
duel-text-wonder_discount = Kỳ quan của bạn tốn ít hơn 1 đơn vị tài nguyên (tùy bạn chọn).
duel-text-shield = 1 khiên: khi bạn giành quyền kiểm soát, quân cờ tiến 1 ô về phía đối thủ; khi bạn mất quyền kiểm soát, quân cờ lùi lại 1 ô.
duel-text-brown_trade_discount = Gỗ, đất sét và đá mua từ Ngân hàng rẻ hơn 1 đồng mỗi đơn vị (không bao giờ dưới 1 đồng).
duel-text-grey_trade_discount = Thủy tinh và giấy cói mua từ Ngân hàng rẻ hơn 1 đồng mỗi đơn vị (không bao giờ dưới 1 đồng).
duel-text-senate_plus_two = Khi đếm số hành động Thượng viện của một Chính trị gia, cộng thêm 2 vào số thẻ xanh dương của bạn.
duel-text-discard_plus_two = Thêm 2 đồng mỗi khi bạn hủy một thẻ để lấy Tiền.
duel-text-coins_on_wonder = Mỗi khi bạn hoặc đối thủ xây một Kỳ quan, bạn lấy số đồng bằng Thời đại hiện tại.
duel-text-opponent_chains = Khi bạn xây một Công trình, các biểu tượng liên kết thẻ trong thành phố của đối thủ được tính như của bạn.
duel-text-conspirator_extra_turn = Khi bạn tuyển dụng một Kẻ chủ mưu, bạn được chơi thêm một lượt ngay sau đó.
duel-text-extortion = Lấy 1 Kỳ quan chưa xây của đối thủ; bạn có thể xây nó sau.
duel-text-blackmail = Lấy một nửa số Tiền của đối thủ, làm tròn lên.
duel-text-expropriation = Đưa 1 thẻ xanh dương trong thành phố của đối thủ vào xấp bài loại.
duel-text-swindle = Đưa 1 thẻ vàng trong thành phố của đối thủ vào xấp bài loại.
duel-text-obscurantism = Vô hiệu hóa 1 mã báo Tiến trình (trên bàn chơi, của đối thủ hoặc trong hộp): không ai dùng được nó.
duel-text-coup = 2 khiên.
duel-text-property_fraud = Xây miễn phí 1 thẻ ở hàng xa nhất của cấu trúc, kể cả khi bị che; không được chọn Nghị sĩ.
duel-text-treason = Xem các thẻ Thời đại đã bị loại khi thiết lập đến giờ và xây miễn phí 1 thẻ trong số đó.
duel-text-political_maneuver = Đặt 1 khối Ảnh hưởng vào Phòng họp bất kỳ, loại bỏ 1 khối của đối thủ, rồi bạn có thể di chuyển 1 khối của mình.
duel-text-espionage = Xem các mã báo Tiến trình trong hộp và lấy 1.
duel-text-turn_of_events = Hủy 1 thẻ không bị che của cấu trúc (không được Tiền); bạn có thể làm thêm lần thứ hai.
duel-text-embezzlement = Nhận 1 đồng cho mỗi khối Ảnh hưởng của bạn trong Thượng viện; đối thủ mất 1 đồng cho mỗi khối của họ ở đó.
duel-text-foreclosure = Lấy 1 thẻ nâu hoặc xám từ thành phố của đối thủ về thành phố của bạn.
duel-text-coercion = Lấy 1 thẻ xanh dương hoặc xanh lá của đối thủ và đưa lại cho họ 1 thẻ cùng màu của bạn.
duel-text-insider_influence = Chuyển 1 Nghị định sang Phòng họp khác, đặt dưới Nghị định đang có ở đó.
duel-text-sabotage = Trả 1 Kỳ quan đã xây của đối thủ vào hộp (thẻ của nó vào xấp bài loại).

## Sách thẻ (/card, và dòng tóm tắt trong các menu chơi một thẻ)

duel-book-cost = Giá { $what }
duel-book-free = Miễn phí
duel-book-chain_from = Liên kết thẻ: miễn phí nếu đã có { $card }
duel-book-chain_to = Liên kết thẻ: sau đó { $card } được miễn phí
duel-book-kind-age1 = thẻ Thời đại I
duel-book-kind-age2 = thẻ Thời đại II
duel-book-kind-age3 = thẻ Thời đại III
duel-book-kind-guild = bang hội
duel-book-kind-senator = Nghị sĩ
duel-book-kind-wonder = kỳ quan
duel-book-kind-token = mã báo Tiến trình
duel-book-kind-decree = Nghị định
duel-book-kind-conspiracy = Âm mưu
