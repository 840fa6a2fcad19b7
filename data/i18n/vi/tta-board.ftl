# Bàn chơi Through the Ages (renderers/tta.py) và dòng loại của mỗi thẻ (renderers/tta_cards.py).
# Tên thẻ giữ tiếng Anh như dữ liệu; thời đại giữ tên in trên thẻ (A, I, II, III, IV).

## the headline band

tta-board-game = Through the Ages
tta-board-age = Thời đại { $age }
tta-board-round = Vòng { $n }
tta-board-last_round = vòng cuối
tta-board-over = Ván đã kết thúc: { $verdict }
tta-board-win = THẮNG
tta-board-no_win = KHÔNG THẮNG
tta-board-player = Người chơi
tta-board-dummy = Người chơi ảo
tta-board-culture = { $who } { $n } văn hóa (+{ $rate })
tta-board-your_strength = Sức mạnh của { $who }: { $n }
tta-board-barbs_strength = Sức mạnh người man rợ: { $s }
tta-board-to_act = Đến lượt { $who }: { $what }
tta-board-last = Nước vừa đi: { $what }
tta-board-last_dummy = người chơi ảo vừa đi
tta-board-last_barb = người man rợ { $n }
tta-board-last_barbs = người man rợ { $n }
tta-board-more = thêm { $n }
tta-board-cards = { $n } thẻ

## what the player owes now (the headline's "to act")

tta-board-phase-actions = giai đoạn hành động
tta-board-phase-politics = giai đoạn chính trị
tta-board-phase-first = vòng đầu
tta-board-phase-defend = phòng thủ
tta-board-phase-bid = trả giá thuộc địa
tta-board-phase-colonize = chiếm thuộc địa
tta-board-phase-colonize_offer = chiếm thuộc địa?
tta-board-phase-discard_excess = bỏ thẻ
tta-board-phase-discard_pick = bỏ thẻ
tta-board-phase-last_production = lần sản xuất cuối
tta-board-phase-swap47 = đổi sự kiện (luật 47)
tta-board-phase-dev_civ = Development of Civilization
tta-board-phase-agreement = International Agreement
tta-board-phase-card_build = chọn thứ để xây
tta-board-phase-breakthrough = chọn công nghệ
tta-board-phase-food_or_res = lương thực hay tài nguyên
tta-board-phase-mix = lương thực và tài nguyên
tta-board-phase-free_build = xây miễn phí
tta-board-phase-lose_worker = mất một công nhân
tta-board-phase-lose_colony = mất một thuộc địa
tta-board-phase-destroy = mất một công trình
tta-board-phase-ravage = Ravages of Time
tta-board-phase-infiltrated = Xâm nhập
tta-board-phase-homer = Homer
tta-board-phase-reserves = Reserves
tta-board-phase-annex = Sáp nhập

## the card row

tta-board-row = Hàng thẻ (giá tính bằng HĐDS)  ·  chồng dân sự { $civil } (Thời đại { $age })  ·  chồng quân sự { $mil } (Thời đại { $mage })
tta-board-dice = xúc xắc vừa tung { $dice }
tta-board-slot = ô { $n }
tta-board-ca = { $n } HĐDS

## tracks and banks

tta-board-tracks = Chỉ số và kho
tta-board-track-culture = Văn hóa
tta-board-track-science = Khoa học
tta-board-track-strength = Sức mạnh
tta-board-track-happy = Mặt cười
tta-board-track-ca = HĐ dân sự
tta-board-track-ma = HĐ quân sự
tta-board-track-food = Lương thực (ăn)
tta-board-track-res = Tài ng. (t.nhũng)
tta-board-track-yellow = Kho vàng
tta-board-track-blue = Kho xanh
tta-board-track-limit = Giới hạn đô thị
tta-board-track-colon = Chiếm thuộc địa
tta-board-happy_value = { $happy }, bất mãn { $discontent }
tta-board-left_of = còn { $left }/{ $total }
tta-board-yellow_value = { $bank }, rảnh { $unused }
tta-board-limit_value = mỗi loại { $n }
tta-board-pool = quỹ { $n }

## the civilization

tta-board-civ = Nền văn minh của bạn
tta-board-war = Đã tuyên chiến: { $card } với { $target }
tta-board-target_dummy = người chơi ảo
tta-board-target_barb = người man rợ { $n }
tta-board-no_leader = chưa có lãnh đạo
tta-board-group-farms = Nông trại và hầm mỏ
tta-board-group-urban = Công trình đô thị
tta-board-group-units = Đơn vị quân sự
tta-board-tech = { $name } (Thời đại { $age }: { $out }): { $workers }
tta-board-amount = { $n } { $what }
tta-board-out-food = lương thực
tta-board-out-resources = tài nguyên
tta-board-out-science = khoa học
tta-board-out-culture = văn hóa
tta-board-out-happy = mặt cười
tta-board-out-strength = sức mạnh
tta-board-workers = { $n ->
        [0] không có công nhân
       *[other] { $n } công nhân
    }
tta-board-blue = { $n } mã báo xanh
tta-board-building = đang xây: giai đoạn { $done }/{ $all }
tta-board-ravaged = đã úp: 2 văn hóa
tta-board-homer = {" "}(+1 mặt cười: Homer)
tta-board-armies = { $n } đạo quân
tta-board-outdated = , { $n } lỗi thời
tta-board-doubled = , { $n } nhân đôi

## the hand

tta-board-hand = Trên tay: { $civil } thẻ dân sự, { $mil } thẻ quân sự
tta-board-hand_hidden = {" "}(thẻ quân sự úp)
tta-board-no_civil = không có thẻ dân sự
tta-board-no_mil = không có thẻ quân sự
tta-board-no_cards = không có thẻ
tta-board-backs = { $n } thẻ quân sự úp (Thời đại { $ages })

## events and tactics

tta-board-events = Sự kiện và chiến thuật
tta-board-current = Sự kiện hiện tại: { $n } (trên cùng: Thời đại { $top })
tta-board-future = Sự kiện tương lai: { $n }
tta-board-tactics = Chiến thuật chung: { $names }
tta-board-none = không có
tta-board-peek = Joan of Arc: sự kiện hiện tại tiếp theo là { $name }
tta-board-prepared = Sự kiện bạn đã chuẩn bị: { $names }
tta-board-past = Sự kiện đã qua (mới nhất trước): { $names }
tta-board-possible = Sự kiện có thể xảy ra của người man rợ: { $n }
tta-board-banned = Luật 43: lãnh đạo Thời đại { $age } bị loại khỏi hàng thẻ

## the dummy player and the barbarians

tta-board-dummy_title = Người chơi ảo
tta-board-dummy_tactic = Chiến thuật: { $tactic }
tta-board-dummy_happy = mặt cười luôn là 4
tta-board-cubes = Thứ tự khối (khối tới trước):
tta-board-dummy_decks = Chồng thẻ: { $decks }
tta-board-deck = { $kind } { $n }
tta-board-deck-tactics = chiến thuật
tta-board-deck-events = sự kiện
tta-board-deck-attacks = tấn công
tta-board-war_on_you = Tuyên chiến với bạn: { $name }
tta-board-barb_title = Người man rợ
tta-board-barb = Người man rợ { $n }: sức mạnh { $s }
tta-board-stored = Đợt tấn công tích trữ: { $names }
tta-board-bonus = Thẻ thưởng: { $names }
tta-board-colonies = Thuộc địa: { $n }

## the final score

tta-board-final = Điểm cuối ván
tta-board-total = Tổng
tta-board-result-during_play = Văn hóa trong ván
tta-board-result-age3_events = Sự kiện Thời đại III trong các chồng
tta-board-result-possible_events = Sự kiện có thể xảy ra (người man rợ)
tta-board-result-rule47_swap = Sự kiện đổi theo luật 47
tta-board-result-rule47_lead = Luật 47: vượt người man rợ mạnh nhất
tta-board-result-rule47_barbarians = Luật 47: sức mạnh người man rợ trên 50
tta-board-result-bill_gates = Bill Gates
tta-board-reason-target = đạt mục tiêu 180
tta-board-reason-short = chưa tới mục tiêu 180
tta-board-reason-overrun = bị người man rợ áp đảo
tta-board-reason-beat_dummy = nhiều văn hóa hơn người chơi ảo
tta-board-reason-lost_dummy = người chơi ảo nhiều văn hóa hơn
tta-board-reason-tied_dummy = hòa với người chơi ảo

## a card's kind (the line under its name)

tta-board-kind = { $what } Thời đại { $age }
tta-board-kind-technology = công nghệ
tta-board-kind-leader = lãnh đạo
tta-board-kind-wonder = Kỳ quan
tta-board-kind-action = thẻ hành động
tta-board-kind-tactic = chiến thuật
tta-board-kind-event = sự kiện
tta-board-kind-territory = thuộc địa (lãnh thổ)
tta-board-kind-aggression = gây hấn
tta-board-kind-war = chiến tranh
tta-board-kind-pact = hiệp ước
tta-board-kind-military_bonus = thưởng phòng thủ / chiếm thuộc địa
tta-board-kind-bonus = thưởng
tta-board-special-civil = công nghệ đặc biệt dân sự
tta-board-special-military = công nghệ đặc biệt quân sự
tta-board-special-colonization = công nghệ đặc biệt thuộc địa
tta-board-special-construction = công nghệ đặc biệt xây dựng
tta-board-special-other = công nghệ đặc biệt
tta-board-special_short-civil = công nghệ dân sự
tta-board-special_short-military = công nghệ quân sự
tta-board-special_short-colonization = công nghệ thuộc địa
tta-board-special_short-construction = công nghệ xây dựng
