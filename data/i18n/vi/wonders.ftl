# 7 Wonders (và Leaders): những gì engine nói (bot/engine/wonders/speech.py), tiếng Việt.
# $seat, $owner, $winner và các biến tương tự là tên người chơi (hoặc Thành phố Tự do); $card,
# $leader và $wonder là tên thành phần; $text là năng lực của một lãnh đạo; $plan là cách trả.
# Tiếng Việt chỉ có một dạng số nhiều, nên số đếm không cần bộ chọn. Thuật ngữ: GLOSSARY.md.

## tên và các mảnh câu

wonders-name-wood = gỗ
wonders-name-stone = đá
wonders-name-clay = đất sét
wonders-name-ore = quặng
wonders-name-glass = thủy tinh
wonders-name-textile = vải
wonders-name-papyrus = giấy cói
wonders-name-colour_brown = nâu
wonders-name-colour_grey = xám
wonders-name-colour_blue = xanh dương
wonders-name-colour_yellow = vàng
wonders-name-colour_red = đỏ
wonders-name-colour_green = xanh lá
wonders-name-colour_purple = tím
wonders-free_city = Thành phố Tự do
wonders-units = { $n } { $kind }
wonders-coins = { $n } đồng
wonders-list = { $items }
wonders-nothing = không có gì
wonders-gain = {" "}(+{ $n } đồng)
wonders-board = { $wonder } (mặt { $side })

## cách trả

wonders-pay-chain = miễn phí nhờ liên kết thẻ
wonders-pay-olympia = miễn phí nhờ năng lực của Olympia (mỗi Thời đại một lần)
wonders-pay-ramses = miễn phí (Ramses)
wonders-pay-own = miễn phí bằng tài nguyên tự có
wonders-pay-to_left = { $n } đồng cho hàng xóm bên trái
wonders-pay-to_right = { $n } đồng cho hàng xóm bên phải
wonders-pay-to_bank = { $n } đồng cho Ngân hàng{ $bilkis ->
    [yes] , trong đó 1 đồng cho Bilkis
   *[no] {""}
}
wonders-pay-plan = trả { $parts }
wonders-pay-plan_total = trả { $parts }, tổng cộng { $total } đồng
wonders-pay-plan_start = Trả { $parts }
wonders-pay-plan_total_start = Trả { $parts }, tổng cộng { $total } đồng
wonders-pay-chain_start = Miễn phí nhờ liên kết thẻ
wonders-pay-olympia_start = Miễn phí nhờ năng lực của Olympia (mỗi Thời đại một lần)
wonders-pay-ramses_start = Miễn phí (Ramses)
wonders-pay-own_start = Miễn phí bằng tài nguyên tự có
wonders-pay-choose = chọn cách trả
wonders-pay-none = lúc này chưa xây được
wonders-pay-one = { $plan }
wonders-pay-olympia_or = miễn phí nhờ Olympia, hoặc từ { $n } đồng
wonders-pay-from = từ { $n } đồng
wonders-card-free = { $colour }, miễn phí
wonders-card-needs = { $colour }, cần { $needs }
wonders-card-built = đã xây rồi: dùng cho một giai đoạn Kỳ quan hoặc hủy thẻ
wonders-card-cannot = lúc này chưa xây được
wonders-card-own = miễn phí bằng tài nguyên tự có
wonders-card-from = xây được từ { $n } đồng

## nước đi (menu, nút, /play)

wonders-move-side = Chơi mặt { $side } của bảng Kỳ quan
wonders-move-keep = Giữ { $leader } (giá { $n } đồng): { $text }
wonders-move-withdraw = Đổi lựa chọn: rút lại quyết định của bạn và chọn lại
wonders-move-back = Quay lại một bước
wonders-move-skip = Không làm gì
wonders-move-copy = Sao chép { $leader }: { $text }
wonders-move-from_discard = Xây { $card } từ xấp bài loại, miễn phí
wonders-move-other_ways = { $fc ->
    [yes] Thành phố Tự do: các cách trả khác (mọi cách, kể cả mua tài nguyên tự sản xuất được)
   *[no] Các cách trả khác (mọi cách, kể cả mua tài nguyên bạn tự sản xuất được)
}
wonders-move-pay = { $fc ->
    [yes] Thành phố Tự do: { $plan }
   *[no] { $plan }
}
wonders-move-card = { $fc ->
    [yes] Thành phố Tự do: { $card } ({ $note })
   *[no] { $card } ({ $note })
}
wonders-move-leader = { $leader } ({ $n ->
    [0] tuyển dụng miễn phí
   *[other] tuyển dụng giá { $n } đồng
}): { $text }
wonders-move-recruit = { $fc ->
    [yes] Thành phố Tự do: tuyển dụng { $leader } với giá { $n } đồng
   *[no] Tuyển dụng { $leader } với giá { $n } đồng
}
wonders-move-recruit_any = { $fc ->
    [yes] Thành phố Tự do: tuyển dụng { $leader }
   *[no] Tuyển dụng { $leader }
}
wonders-move-build = { $fc ->
    [yes] Thành phố Tự do: xây { $card } ({ $how })
   *[no] Xây { $card } ({ $how })
}
wonders-move-build_any = { $fc ->
    [yes] Thành phố Tự do: xây { $card }
   *[no] Xây { $card }
}
wonders-move-wonder = { $fc ->
    [yes] Thành phố Tự do: xây giai đoạn { $stage } của Kỳ quan bằng { $card } ({ $how })
   *[no] Xây giai đoạn { $stage } của Kỳ quan bằng { $card } ({ $how })
}
wonders-move-wonder_any = { $fc ->
    [yes] Thành phố Tự do: xây giai đoạn Kỳ quan tiếp theo bằng { $card }
   *[no] Xây giai đoạn Kỳ quan tiếp theo của bạn bằng { $card }
}
wonders-move-discard = { $fc ->
    [yes] Thành phố Tự do: hủy { $card } để lấy 3 đồng
   *[no] Hủy { $card } để lấy 3 đồng
}
wonders-move-generic_card = Chọn { $items }
wonders-move-generic_leader = Chọn lãnh đạo { $items }
wonders-move-generic_build = Xây { $items }
wonders-move-generic_wonder = Xây một giai đoạn Kỳ quan bằng { $items }
wonders-move-generic_discard = Hủy { $items } để lấy 3 đồng
wonders-move-generic_recruit = Tuyển dụng { $items }
wonders-move-generic_pay = Trả tiền
wonders-move-other = { $token }

## tiêu đề menu

wonders-group-side = Mặt Kỳ quan
wonders-group-keep = Giữ một lãnh đạo
wonders-group-card = Chọn một thẻ
wonders-group-leader = Chọn một lãnh đạo
wonders-group-build = Xây
wonders-group-wonder = Giai đoạn Kỳ quan
wonders-group-discard = Hủy thẻ lấy 3 đồng
wonders-group-recruit = Tuyển dụng
wonders-group-pay = Cách trả
wonders-group-back = Quay lại
wonders-group-withdraw = Đổi lựa chọn
wonders-group-from_discard = Xây từ xấp bài loại
wonders-group-copy = Sao chép một lãnh đạo
wonders-group-skip = Bỏ qua

## những gì đã xảy ra

wonders-event-boards = Các bảng Kỳ quan đã được chia: { $boards }.
wonders-event-side = { $seat } chơi mặt { $side }.
wonders-event-leader_hand = Các lãnh đạo của bạn: { $leaders }.
wonders-event-draft = Chọn lãnh đạo, vòng { $round }: hãy giữ lại một lãnh đạo.
wonders-event-draft_passed = Các lãnh đạo còn lại được chuyền sang bên phải.
wonders-event-age = Thời đại { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
} bắt đầu.
wonders-event-dealt = Bài trên tay Thời đại { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
} của bạn: { $cards }.
wonders-event-fc_draw = Bạn đang giữ thẻ Thành phố Tự do và rút được { $card }.
wonders-event-fc_holder = Lượt này { $seat } chọn thẻ thay cho Thành phố Tự do.
wonders-event-ready = { $seat } đã sẵn sàng.
wonders-event-unready = { $seat } rút lại lựa chọn của mình.
wonders-event-back = Bạn đã quay lại một bước.
wonders-event-picked = Bạn đã chọn { $card }.
wonders-event-chose = { $action ->
    [build] Bạn chọn xây { $card }.
    [wonder] Bạn chọn dùng { $card } để xây một giai đoạn Kỳ quan.
    [discard] Bạn chọn hủy { $card }.
    [recruit] Bạn chọn tuyển dụng { $card }.
   *[other] Bạn đã chọn cách dùng { $card }.
}
wonders-event-paid = Đã chọn cách trả: { $plan }.
wonders-event-other_ways = Giờ danh sách đã có mọi cách trả.
wonders-event-revealed = Thời đại { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
}, lượt { $turn }: { $moves }.
wonders-event-revealed_recruit = Tuyển dụng: { $moves }.
wonders-event-staged_card = { $card } được đặt úp dưới Kỳ quan.
wonders-event-seventh_discarded = Thẻ cuối cùng trên tay mỗi người bị hủy ({ $n } thẻ).
wonders-event-built = { $seat } xây thẻ thứ 7 của mình, { $card }{ $gain }.
wonders-event-staged = { $seat } dùng thẻ thứ 7 để xây giai đoạn { $stage } của Kỳ quan{ $gain }.
wonders-event-discarded = { $seat } hủy thẻ thứ 7 của mình{ $gain }.
wonders-event-from_discard = { $seat } xây { $card } từ xấp bài loại{ $gain }.
wonders-event-copied = { $seat } đặt mã báo Courtesan lên { $leader } của { $owner }{ $gain }.
wonders-event-recruited = { $seat } tuyển dụng thêm { $leader } làm lãnh đạo{ $gain }.
wonders-event-skipped = { $seat } bỏ qua { $what ->
    [seventh] việc chơi thẻ thứ 7
    [courtesan] việc dùng Courtesans Guild
    [rome] việc tuyển dụng thêm một lãnh đạo
    [halicarnassus] việc xây từ xấp bài loại
    [solomon] lượt xây từ xấp bài loại của Solomon
    [solomon_copy] lượt xây từ xấp bài loại của Solomon
   *[other] lựa chọn này
}.
wonders-event-rome_draw = { $seat } rút { $n } lãnh đạo từ hộp.
wonders-event-rome_drawn = Bạn rút được { $leaders }.
wonders-event-returned = { $seat } trả { $n } lãnh đạo không dùng đến vào hộp.
wonders-event-conflicts = Xung đột quân sự Thời đại { $age ->
    [1] I
    [2] II
    [3] III
   *[other] { $age }
}: { $results }.
wonders-event-game_over = Thời đại III đã kết thúc: tính điểm chung cuộc.
wonders-event-leaders_dealt = Các lãnh đạo của bạn: { $leaders }.

wonders-reveal-build = { $seat } xây { $card }{ $paid }{ $gain }
wonders-reveal-recruit = { $seat } tuyển dụng { $leader }{ $paid }{ $gain }
wonders-reveal-stage = { $seat } xây giai đoạn { $stage } của Kỳ quan{ $paid }{ $gain }
wonders-reveal-discard = { $seat } hủy một thẻ{ $gain }
wonders-reveal-discard_leader = { $seat } hủy một lãnh đạo{ $gain }
wonders-paid-free = , { $plan }
wonders-paid-parts = , trả { $parts }
wonders-paid-to = { $n } đồng cho { $seat }
wonders-paid-bank = { $n } đồng cho Ngân hàng{ $bilkis ->
    [yes] , trong đó 1 đồng cho Bilkis
   *[no] {""}
}
wonders-conflict-tie = { $first } và { $second } hòa nhau
wonders-conflict-win = { $winner } thắng { $loser }

## vì sao một nước đi bị từ chối

wonders-what-card = { $card }
wonders-what-stage = giai đoạn { $stage } của Kỳ quan
wonders-why-nothing_to_withdraw = Bạn chưa chốt lựa chọn nào để rút lại.
wonders-why-wait = Một người chơi khác đang hoàn tất lượt của họ; hãy chờ họ.
wonders-why-not_in_hand = { $card } không có trong bài trên tay bạn.
wonders-why-picked = Bạn đã chọn một thẻ rồi; hãy chọn cách dùng thẻ đó, hoặc quay lại.
wonders-why-free_city_builds = Thành phố Tự do phải lấy một thẻ mà nó xây được (hoặc dùng được cho Kỳ quan của nó) nếu có thẻ như vậy.
wonders-why-pick_first = Hãy chọn một thẻ trước.
wonders-why-other_card = Bạn đã chọn { $card }: hãy chọn cách dùng thẻ đó, hoặc quay lại để chọn thẻ khác.
wonders-why-choose_pay = Hãy chọn cách trả, hoặc quay lại.
wonders-why-same_card = Thành phố của bạn đã có { $card } rồi.
wonders-why-wonder_done = Kỳ quan của bạn đã hoàn thành.
wonders-why-free_city_discard = Thành phố Tự do chỉ được hủy thẻ khi nó không xây được thẻ nào trong bài trên tay này.
wonders-why-leader_coins = Bạn không đủ tiền để tuyển dụng { $leader }: bạn cần thêm { $n } đồng.
wonders-why-other_ways = Cách trả đó nằm trong danh sách đầy đủ: hãy chọn “Các cách trả khác” trước.
wonders-why-not_a_way = Đó không phải là một cách trả của bạn; hãy chọn một cách trong danh sách.
wonders-why-coins_short = Bạn không đủ tiền cho { $what }: bạn cần thêm { $n } đồng.
wonders-why-not_produced = Bạn không thể xây { $what }: cả bạn lẫn hàng xóm đều không sản xuất { $cost }.

## thẻ, giai đoạn Kỳ quan và lãnh đạo làm gì (speech.effect_phrase)
# $what: thứ được đếm; $where: self (thành phố của bạn), neighbours (hai hàng xóm), all (cả hai)

wonders-name-compass = compa
wonders-name-gear = bánh răng
wonders-name-tablet = bảng đá
wonders-effect-produce = sản xuất { $items } mỗi lượt
wonders-effect-produce_choice = sản xuất { $which ->
    [raw] một nguyên liệu thô tùy chọn
    [goods] một hàng chế tác tùy chọn
   *[list] một trong các loại { $items } (tùy chọn)
} mỗi lượt{ $sellable ->
    [no] , không bán cho hàng xóm
   *[yes] {""}
}
wonders-effect-vp = { $n } điểm
wonders-effect-coins = lấy { $n } đồng
wonders-effect-shields = { $n } khiên
wonders-effect-science = biểu tượng khoa học: { $symbol }
wonders-effect-science_choice = một biểu tượng khoa học tùy chọn khi kết thúc trò chơi
wonders-effect-coins_per = khi xây, { $n } đồng cho mỗi { $what } { $where ->
    [self] trong thành phố của bạn
    [neighbours] ở hai thành phố hàng xóm
   *[all] trong thành phố của bạn và hai thành phố hàng xóm
}
wonders-effect-vp_per = khi kết thúc trò chơi, { $n } điểm cho mỗi { $what } { $where ->
    [self] trong thành phố của bạn
    [neighbours] ở hai thành phố hàng xóm
   *[all] trong thành phố của bạn và hai thành phố hàng xóm
}
wonders-effect-vp_per_coins = khi kết thúc trò chơi, { $n } điểm cho mỗi 3 đồng bạn có
wonders-effect-trade_discount = { $goods ->
    [raw] nguyên liệu thô
   *[manufactured] hàng chế tác
} mua { $side ->
    [left] của hàng xóm bên trái
    [right] của hàng xóm bên phải
   *[both] của cả hai hàng xóm
} chỉ còn { $n } đồng mỗi đơn vị
wonders-effect-free_build_once_per_age = mỗi Thời đại một lần, xây miễn phí một thẻ trên tay
wonders-effect-build_from_discard = cuối lượt, xây miễn phí một thẻ từ xấp bài loại
wonders-effect-play_seventh_card = bạn được chơi cả thẻ cuối cùng của mỗi Thời đại
wonders-effect-copy_neighbor_guild = khi kết thúc trò chơi, sao chép một Bang hội của một hàng xóm
wonders-effect-copy_neighbor_leader = đặt mã báo Courtesan lên một lãnh đạo của hàng xóm và nhận năng lực của lãnh đạo đó
wonders-effect-draw_leaders_from_box = rút { $n } lãnh đạo từ hộp
wonders-effect-recruit_extra_leader_now = tuyển dụng ngay thêm một lãnh đạo, rẻ hơn { $n } đồng
wonders-effect-recruit_leaders_free = bạn tuyển dụng lãnh đạo miễn phí
wonders-effect-leader_cost_discount = lãnh đạo của bạn rẻ hơn { $own } đồng, của hàng xóm rẻ hơn { $others } đồng
wonders-count-cards = thẻ { $colours }
wonders-count-wonder_stages = giai đoạn Kỳ quan đã xây
wonders-count-defeat_tokens = mã báo thua trận
wonders-count-recruited_leaders = lãnh đạo đã tuyển dụng

# vài chữ vừa ô nhỏ của một giai đoạn Kỳ quan trên bàn chơi
wonders-fx-produce = { $items }
wonders-fx-produce_choice = { $which ->
    [raw] thô bất kỳ
    [goods] chế tác bất kỳ
   *[list] { $items }
}
wonders-fx-vp = { $n } điểm
wonders-fx-coins = { $n } đồng
wonders-fx-shields = { $n } khiên
wonders-fx-science = { $symbol }
wonders-fx-science_choice = khoa học tùy chọn
wonders-fx-coins_per = đồng theo thẻ
wonders-fx-vp_per = điểm theo thẻ
wonders-fx-vp_per_coins = điểm theo 3 đồng
wonders-fx-trade_discount = nguyên liệu 1 đồng
wonders-fx-free_build_once_per_age = 1 lần xây miễn phí/Thời đại
wonders-fx-build_from_discard = xây từ bài loại
wonders-fx-play_seventh_card = chơi thẻ thứ 7
wonders-fx-copy_neighbor_guild = chép một Bang hội
wonders-fx-copy_neighbor_leader = chép một lãnh đạo
wonders-fx-draw_leaders_from_box = rút { $n } lãnh đạo
wonders-fx-recruit_extra_leader_now = thêm lãnh đạo
wonders-fx-recruit_leaders_free = lãnh đạo miễn phí
wonders-fx-leader_cost_discount = lãnh đạo rẻ hơn

# dòng của một thẻ, Kỳ quan hay lãnh đạo trong menu và /card (tối đa 100 ký tự)
wonders-summary-paid = Giá { $cost } · { $effects }{ $chain }
wonders-summary-free = Miễn phí · { $effects }{ $chain }
wonders-summary-effects = { $effects }
wonders-summary-chain = {" "}· liên kết thẻ từ { $cards }
wonders-summary-wonder = Sản xuất { $makes } · A: { $stages }
wonders-summary-wonder_none = Không sản xuất gì · A: { $stages }
wonders-summary-power = { $summary } · năng lực mặt { $side }: { $power }
wonders-summary-leader = { $n } đồng · { $text }

## một thẻ trên tay bạn lúc này tốn bao nhiêu (bài trên tay trong bàn chơi)

wonders-note-built = đã xây rồi
wonders-note-chain = liên kết thẻ
wonders-note-olympia = miễn phí (Olympia)
wonders-note-ramses = miễn phí (Ramses)
wonders-note-free = miễn phí
wonders-note-coins = { $n } đồng
wonders-note-short = thiếu { $n } đồng
wonders-note-unavailable = không xây được
wonders-choice = { $fc ->
    [yes] Thành phố Tự do: { $card }
   *[no] { $card }
}{ $action ->
    [build] {" "}→ xây
    [wonder] {" "}→ giai đoạn Kỳ quan
    [discard] {" "}→ hủy
    [recruit] {" "}→ tuyển dụng
    [keep] {" "}→ giữ
   *[other] {""}
}{ $paid }
wonders-choice-paid = {" "}({ $how ->
    [chain] liên kết thẻ
    [olympia] Olympia
    [ramses] Ramses
    [free] miễn phí
   *[coins] { $n } đồng
})

## hình bàn chơi (renderers/wonders.py) và nhãn của thẻ (renderers/wonders_cards.py)

wonders-board-free_city = Thành phố Tự do
wonders-board-free_city_note = thành phố trung lập, không xếp hạng
wonders-board-you = { $name } (bạn)
wonders-board-neighbours = ← trái: { $left }   phải: { $right } →
wonders-board-comma = {", "}
wonders-board-makes = Sản xuất: { $items }
wonders-board-sells = Bán: { $items }
wonders-board-prices = { $who } trả nguyên liệu { $raw } · hàng chế tác { $goods }
wonders-board-prices_you = bạn trả nguyên liệu { $raw } · hàng chế tác { $goods } ở đây
wonders-board-science = Khoa học: compa { $compass } · bánh răng { $gear } · bảng đá { $tablet }
wonders-board-wild = {" "}· tùy chọn { $n }
wonders-board-discard = Xấp bài loại: { $n }
wonders-board-holder = { $seat } chơi cho Thành phố Tự do
wonders-board-last = Lượt trước: { $moves }
wonders-board-move = { $action ->
    [build] { $who } đã xây { $card }
    [recruit] { $who } đã tuyển dụng { $card }
    [wonder] { $who } đã xây giai đoạn Kỳ quan { $stage }
   *[other] { $who } đã hủy một thẻ
}
wonders-board-phase = { $phase ->
    [draft] Chọn lãnh đạo
    [sides] Chọn mặt Kỳ quan
    [recruit] Thời đại { $age ->
            [1] I
            [2] II
            [3] III
            [4] IV
           *[other] { $age }
        } · Tuyển dụng
    [over] Điểm cuối cùng
   *[play] Thời đại { $age ->
            [1] I
            [2] II
            [3] III
            [4] IV
           *[other] { $age }
        } · lượt { $turn } · { $direction ->
        [left] chuyền sang trái
       *[right] chuyền sang phải
    }
}
wonders-board-over = Ván đã kết thúc
wonders-board-waiting = đang chờ { $names }
wonders-board-waiting_count = đang chờ { $n } người
wonders-board-pending = { $what ->
    [seventh] { $who } chơi thẻ thứ 7
    [courtesan] { $who } đặt mã báo Courtesan
    [rome] { $who } có thể tuyển dụng thêm một lãnh đạo
    [halicarnassus] { $who } xây từ xấp bài loại
    [solomon] { $who } xây từ xấp bài loại (Solomon)
    [solomon_copy] { $who } xây từ xấp bài loại (bản sao của Solomon)
   *[other] { $who } đang chọn
}
wonders-board-ready = ĐÃ CHỌN
wonders-board-choosing = đang chọn
wonders-board-hand = trên tay { $n }
wonders-board-pile = xấp { $n }
wonders-board-leader_count = lãnh đạo { $n }
wonders-board-vp = { $n } điểm
wonders-board-entry = { $name }: { $vp } điểm · { $coins }đ · { $shields }k
wonders-board-wonder_side = { $wonder } · mặt { $side }
wonders-board-courtesan = Courtesan: { $leader }
wonders-board-final = Điểm cuối cùng
wonders-board-total = tổng
wonders-board-wins = thắng
wonders-board-not_ranked = { $name } (không xếp hạng)
wonders-board-no_cost = không tốn gì
wonders-board-you_note = bạn: { $note }
wonders-board-stage_yes = giai đoạn: được
wonders-board-stage_no = giai đoạn: không
wonders-board-fc_note = Thành phố Tự do: { $note }{ $stage ->
    [yes] {" "}/ giai đoạn
   *[no] {""}
}
wonders-board-chain_free = Miễn phí nếu có { $cards }.
wonders-board-leader_cost = giá { $n }
wonders-board-leader_pay = giá { $n } · bạn trả { $pay }
wonders-board-section-seventh = Thẻ thứ 7 của bạn (Babylon)
wonders-board-section-discard = Xấp bài loại: chọn một thẻ để xây miễn phí
wonders-board-section-hand = Bài trên tay
wonders-board-section-draft = Chọn lãnh đạo: giữ một người
wonders-board-section-leaders = Lãnh đạo của bạn
wonders-board-choice = Lựa chọn của bạn đến giờ: { $items }
wonders-board-legend-last = nước đi vừa rồi
wonders-board-legend-ready = đã chọn
wonders-board-legend-choosing = đang chọn
wonders-board-legend-stage = giai đoạn đã xây
wonders-board-legend-leader = lãnh đạo
wonders-board-legend-coins = đ = đồng
wonders-board-legend-shields = k = khiên
# nhãn trên ô chi phí: chữ đầu của tiếng riêng của vật liệu (đất sét → S, giấy cói → C, vì Đ và G đã là đá và gỗ)
wonders-board-resource_short-wood = G
wonders-board-resource_short-stone = Đ
wonders-board-resource_short-clay = S
wonders-board-resource_short-ore = Q
wonders-board-resource_short-glass = T
wonders-board-resource_short-textile = V
wonders-board-resource_short-papyrus = C
wonders-board-key = Ô chi phí
# các thẻ
wonders-board-kind_age = Thẻ Thời đại { $age ->
    [1] I
    [2] II
    [3] III
    [4] IV
   *[other] { $age }
}
wonders-board-kind_guild = Bang hội (Thời đại III)
wonders-board-kind_wonder = Kỳ quan
wonders-board-kind_leader = Lãnh đạo
wonders-board-cost = Giá: { $cost }
wonders-board-cost_free = Giá: miễn phí
wonders-board-effect = Hiệu ứng: { $effects }
wonders-board-chain_from = Miễn phí nếu có: { $cards }
wonders-board-chain_to = Cho xây miễn phí: { $cards }
wonders-board-from_players = Có trong bộ bài khi chơi từ { $n } người trở lên
wonders-board-leaders_only = Chỉ khi chơi với Leaders
wonders-board-city_makes = Thành phố sản xuất { $makes }.
wonders-board-city_makes_nothing = Thành phố không sản xuất tài nguyên nào.
wonders-board-side_label = Mặt { $side }
wonders-board-board_effect = Bảng Kỳ quan: { $effects }
wonders-board-stage = Giai đoạn { $n ->
    [1] I
    [2] II
    [3] III
    [4] IV
   *[other] { $n }
}: { $cost }. { $effects }
wonders-board-recruit = Tuyển dụng với giá { $n } đồng
