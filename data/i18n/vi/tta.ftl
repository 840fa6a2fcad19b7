# Through the Ages (chơi đơn): những gì engine nói, tiếng Việt (bot/engine/tta/speech.py cho các
# sự kiện; nước đi và lời từ chối ở nơi chúng được đăng ký: civil.py, politics.py, military.py...).
# $seat là tên người chơi. Tên thẻ lấy từ data/tta/cards.json (giữ tiếng Anh).
# Thời đại giữ tên in trên thẻ (A, I, II, III, IV). Thuật ngữ: data/i18n/vi/GLOSSARY.md.
# HĐDS: hành động dân sự (CA); HĐQS: hành động quân sự (MA).
# Tiếng Việt chỉ có dạng số nhiều `other`: bộ chọn chỉ giữ lại khi con số đổi cách nói ([1]).

## tên các thành phần không phải thẻ

tta-name-food = lương thực
tta-name-resources = tài nguyên
tta-name-science = khoa học
tta-name-culture = văn hóa

## các mảnh câu

tta-nothing = không có gì
tta-who-dummy = người chơi ảo
tta-who-player = { $seat }
tta-who-barbarian = người man rợ { $n }
tta-who-other = { $who }
tta-military_cards = { $n } thẻ quân sự
tta-gone-card = { $card }
tta-gone-replaced = bị thay bằng một lãnh đạo mới
tta-gone-antiquated = thời đại của nó đã qua
tta-gone-own_power = đã dùng năng lực của chính nó
tta-gone-other = { $why }
tta-cause-dice = xúc xắc
tta-cause-dummy = khối trắng của người chơi ảo
tta-cause-age = một thời đại mới
tta-cause-tactic = một thẻ chiến thuật
tta-cause-stored = các đợt tấn công đã tích trữ
tta-cause-war_won = một cuộc chiến tranh thắng lợi
tta-cause-aggression_won = một cuộc gây hấn thành công
tta-cause-final = phần tính điểm cuối ván

## sự kiện (nhật ký kênh và tóm tắt lượt)

tta-event-other = Có chuyện xảy ra ({ $kind }).
tta-event-turn = Vòng { $round } bắt đầu: lượt của { $seat }.
tta-event-end_turn = { $seat } kết thúc lượt.
tta-event-take = { $seat } lấy { $card } ở ô { $slot }.
tta-event-aristotle = Aristotle: { $seat } được { $n } khoa học.
tta-event-population = { $seat } tăng dân số, tốn { $food } lương thực.
tta-event-population_ocean = Ocean Liner Service: { $seat } được thêm một công nhân miễn phí.
tta-event-population_free = { $card }: { $seat } được thêm { $n ->
    [1] một công nhân
   *[other] { $n } công nhân
  } miễn phí.
tta-event-build = { $seat } xây { $card }, tốn { $cost } tài nguyên.
tta-event-upgrade = { $seat } nâng cấp { $old } lên { $new }, tốn { $cost } tài nguyên.
tta-event-destroy = { $seat } rút một công nhân khỏi { $card }.
tta-event-develop = { $seat } phát triển { $card }, tốn { $science } khoa học.
tta-event-develop_discarded = { $seat } phát triển { $card }, tốn { $science } khoa học (đã có một công nghệ tốt hơn: thẻ này rời khỏi ván).
tta-event-government = { $seat } đổi chính thể sang { $card }, tốn { $science } khoa học.
tta-event-revolution = Cách mạng! { $seat } chuyển sang { $card }, tốn { $science } khoa học.
tta-event-leader = { $seat } đưa lãnh đạo { $card } vào chơi.
tta-event-leader_gone = { $card } rời khỏi cuộc chơi ({ $why }).
tta-event-gates_culture = Bill Gates: { $seat } được { $n } văn hóa.
tta-event-wonder_gone = Kỳ quan { $card } chưa hoàn thành rời khỏi cuộc chơi ({ $why }).
tta-event-wonder_stage = { $seat } xây { $n } giai đoạn của { $card }, tốn { $cost } tài nguyên.
tta-event-wonder_done = { $seat } hoàn thành { $card }.
tta-event-wonder_done_culture = { $seat } hoàn thành { $card } và được { $n } văn hóa.
tta-event-homer = Homer được đặt dưới { $wonder }.
tta-event-play = { $seat } chơi { $card }.
tta-event-military_pool = { $seat } có thêm { $n } tài nguyên dành cho đơn vị quân.
tta-event-culture_gain = { $seat } được { $n } văn hóa.
tta-event-culture_gain_card = { $seat } được { $n } văn hóa ({ $card }).
tta-event-gain = { $seat } được { $n } { $what }.
tta-event-gain_card = { $seat } được { $n } { $what } ({ $card }).
tta-event-tactic = { $seat } áp dụng chiến thuật { $card }.
tta-event-copy_tactic = { $seat } sao chép chiến thuật { $card }.
tta-event-churchill = Churchill cho { $seat } { $n } khoa học và { $n } tài nguyên cho quân sự.
tta-event-age = Thời đại { $age } bắt đầu.
tta-event-last_round = Chồng thẻ dân sự đã hết: vòng { $round } là vòng cuối.
tta-event-yellow_lost = { $seat } trả { $n } mã báo vàng về hộp.
tta-event-yellow_lost_card = { $seat } trả { $n } mã báo vàng về hộp ({ $card }).
tta-event-antiquated_hand = Các thẻ lỗi thời rời khỏi bài trên tay của { $seat }: { $cards }.
tta-event-antiquated_military = Các thẻ quân sự bị bỏ: { $cards }.
tta-event-military_reshuffled = Các thẻ quân sự Thời đại { $age } bị bỏ được xáo lại thành một chồng thẻ mới.
tta-event-events_turned = { $n ->
    [1] Sự kiện tương lai trở thành sự kiện hiện tại.
   *[other] { $n } sự kiện tương lai trở thành sự kiện hiện tại.
  }
tta-event-age_a_leftover = { $n } thẻ dân sự Thời đại A được trả về hộp.
tta-event-leader_banned = Luật 43: { $card } bị loại khỏi hàng thẻ.
tta-event-leaders_banned = Luật 43: từ nay không lãnh đạo Thời đại { $age } nào ở lại hàng thẻ.
tta-event-row_removed = Bị loại khỏi hàng thẻ do { $why }: { $cards }.
tta-event-row_cleared = Hàng thẻ được dọn từ bên trái: { $cards }.
tta-event-event = Sự kiện: { $card }.
tta-event-dummy_culture = Người chơi ảo được { $n } văn hóa.
tta-event-impact = { $card }: { $seat } được { $n } văn hóa.
tta-event-culture_up = { $seat } được { $n } văn hóa.
tta-event-culture_up_card = { $seat } được { $n } văn hóa ({ $card }).
tta-event-culture_down = { $seat } mất { $n } văn hóa.
tta-event-culture_down_card = { $seat } mất { $n } văn hóa ({ $card }).
tta-event-culture_none = { $seat } không có văn hóa để mất.
tta-event-culture_none_card = { $seat } không có văn hóa để mất ({ $card }).
tta-event-population_lost = { $seat } mất một công nhân ({ $card }).
tta-event-draw = { $seat } rút { $n } thẻ quân sự.
tta-event-drawn = Bạn rút được { $cards }.
tta-event-lose_goods = { $seat } mất { $n } lương thực hoặc tài nguyên.
tta-event-lose_goods_card = { $seat } mất { $n } lương thực hoặc tài nguyên ({ $card }).
tta-event-lose_actions = { $seat } mất { $n } hành động dân sự.
tta-event-lose_actions_card = { $seat } mất { $n } hành động dân sự ({ $card }).
tta-event-yellow_gained = { $seat } thêm { $n } mã báo vàng vào kho vàng.
tta-event-yellow_gained_card = { $seat } thêm { $n } mã báo vàng vào kho vàng ({ $card }).
tta-event-extra_production = Sản xuất thêm: tham nhũng { $corruption }, +{ $food } lương thực, tiêu thụ { $consumption }, +{ $resources } tài nguyên.
tta-event-colony_lost = { $seat } mất thuộc địa { $card }.
tta-event-discard_military = { $seat } bỏ { $n } thẻ quân sự.
tta-event-ravaged = Ravages of Time: { $card } bị úp xuống.
tta-event-blue_lost = { $seat } trả { $n } mã báo xanh về hộp.
tta-event-blue_lost_card = { $seat } trả { $n } mã báo xanh về hộp ({ $card }).
tta-event-building_lost = { $seat } mất một công trình { $card }.
tta-event-gain_mix = { $seat } được { $food ->
    [0] { $resources } tài nguyên
   *[other] { $food } lương thực{ $resources ->
        [0] {""}
       *[other] {" "}và { $resources } tài nguyên
    }
  }.
tta-event-lose_mix = { $seat } mất { $food ->
    [0] { $resources } tài nguyên
   *[other] { $food } lương thực{ $resources ->
        [0] {""}
       *[other] {" "}và { $resources } tài nguyên
    }
  }.
tta-event-defense_card = { $seat } phòng thủ bằng { $card } (+{ $value }).
tta-event-defense_discard = { $seat } úp bỏ { $n } thẻ quân sự để phòng thủ (+{ $value }).
tta-event-defense_discarded = Bạn đã úp bỏ { $card } để phòng thủ (+{ $value }).
tta-event-aggression_success = { $card } của { $by } thành công ({ $strength } so với { $defense }).
tta-event-aggression_failed = { $card } của { $by } thất bại ({ $strength } so với { $defense }).
tta-event-science_lost = { $seat } mất { $n } khoa học.
tta-event-science_lost_card = { $seat } mất { $n } khoa học ({ $card }).
tta-event-prepare = { $seat } chuẩn bị một sự kiện Thời đại { $age } (+{ $n } văn hóa).
tta-event-prepared = Bạn đã chuẩn bị { $card }.
tta-event-aggression = { $seat } chơi { $card } nhắm vào { $target }.
tta-event-aggression_by_dummy = Người chơi ảo chơi { $card } nhắm vào { $seat }.
tta-event-aggression_by_barbarian = Người man rợ { $n } chơi { $card } nhắm vào { $seat }.
tta-event-colony = { $seat } chiếm { $card } làm thuộc địa.
tta-event-war_declared = { $seat } tuyên chiến với { $target }: { $card }.
tta-event-war_declared_by_dummy = Người chơi ảo tuyên chiến với { $seat }: { $card }.
tta-event-war_declared_by_barbarian = Người man rợ { $n } tuyên chiến với { $seat }: { $card }.
tta-event-war_result = { $card } được phân xử: sức mạnh { $mine } của { $seat } so với { $theirs } của { $foe }.
tta-event-territory_unclaimed = Không ai chiếm { $card } làm thuộc địa.
tta-event-dummy_turn = Lượt của người chơi ảo.
tta-event-dummy_tactic = Người chơi ảo áp dụng { $card } (+{ $strength } sức mạnh).
tta-event-dummy_discard = Người chơi ảo bỏ { $card }.
tta-event-dummy_prepare = Người chơi ảo chuẩn bị một sự kiện (+{ $age } văn hóa).
tta-event-dummy_cube_yellow = Khối vàng: tốc độ văn hóa của người chơi ảo tăng { $n }.
tta-event-dummy_cube_blue = Khối xanh: tốc độ khoa học của người chơi ảo tăng { $n }.
tta-event-dummy_cube_white = Khối trắng: người chơi ảo loại { $n } thẻ ở bên phải hàng thẻ.
tta-event-dummy_end = Người chơi ảo được { $culture } văn hóa và { $science } khoa học.
tta-event-dummy_end_strength = Người chơi ảo được { $culture } văn hóa và { $science } khoa học, và thêm { $strength } sức mạnh.
tta-event-barbarian_phase = Người man rợ hành động.
tta-event-barbarian_cap = Luật 46: người man rợ { $barbarian } bị giới hạn ở 59; { $seat } mất { $culture } văn hóa.
tta-event-barbarian_grows = Người man rợ { $barbarian } thêm { $n } sức mạnh ({ $why }): giờ là { $strength }.
tta-event-barbarian_antiquated = Người man rợ { $barbarian } bỏ { $cards }.
tta-event-barbarian_returns = Thẻ { $card } chưa dùng của người man rợ { $barbarian } trở về chồng thẻ của nó.
tta-event-barbarian_draws = Người man rợ { $n } rút { $card }.
tta-event-barbarian_draws_event = Người man rợ { $n } rút một thẻ sự kiện: thẻ vào sự kiện tương lai; sự kiện hiện tại trên cùng được lật.
tta-event-barbarian_draws_possible = Người man rợ { $n } rút một thẻ sự kiện: thẻ vào sự kiện có thể xảy ra.
tta-event-barbarian_falls = Người man rợ { $barbarian } giảm xuống { $strength } sức mạnh.
tta-event-barbarian_defends = Người man rợ { $barbarian } phòng thủ bằng { $cards }.
tta-event-barbarian_bid = Người man rợ { $barbarian } trả giá { $bid }.
tta-event-barbarian_colony = Người man rợ { $barbarian } chiếm { $card } làm thuộc địa (sức mạnh giờ là { $strength }).
tta-event-barbarian_colony_lost = Người man rợ { $barbarian } mất thuộc địa { $card }.
tta-event-bid = { $seat } trả giá { $n } cho { $card }.
tta-event-dice = Xúc xắc { $dice }: các ô { $slots } được dọn.
tta-event-politics_skipped = { $seat } bỏ qua giai đoạn chính trị này (International Agreement).
tta-event-peek = Joan of Arc: sự kiện hiện tại tiếp theo là { $card }.
tta-event-leader_culture = { $card }: { $seat } được { $n } văn hóa.
tta-event-uprising = Nổi loạn! { $discontent } bất mãn so với { $unused } công nhân chưa dùng: lượt này không sản xuất.
tta-event-production = Sản xuất: { $parts }.
tta-event-production_famine = Sản xuất: { $parts }.
tta-event-production_nothing = Sản xuất: lần này không được gì.
tta-event-produced-culture = +{ $n } văn hóa
tta-event-produced-science = +{ $n } khoa học
tta-event-produced-corruption = tham nhũng { $n }
tta-event-produced-food = +{ $n } lương thực
tta-event-produced-consumption = tiêu thụ { $n }
tta-event-produced-famine = nạn đói: thiếu { $n } lương thực
tta-event-produced-resources = +{ $n } tài nguyên
tta-event-production_skipped = { $seat } bỏ qua giai đoạn sản xuất cuối cùng.
tta-event-final_event = Tính điểm cuối ván, { $card }: +{ $n } văn hóa.
tta-event-final_event_down = Tính điểm cuối ván, { $card }: -{ $n } văn hóa.
tta-event-swap = Luật 47: { $out } được đổi lấy { $card }.
tta-event-game_over_won = Ván đã kết thúc: { $culture } văn hóa, chiến thắng.
tta-event-game_over_lost = Ván đã kết thúc: { $culture } văn hóa, không thắng.

## tiêu đề menu (một menu gồm nhiều nước đi cùng loại)

tta-group-take = Lấy một thẻ
tta-group-pop = Dân số
tta-group-build = Xây
tta-group-upgrade = Nâng cấp
tta-group-destroy = Phá bỏ hoặc giải tán
tta-group-develop = Phát triển công nghệ
tta-group-revolt = Cách mạng
tta-group-leader = Đưa lãnh đạo vào chơi
tta-group-wonder = Xây Kỳ quan
tta-group-play = Chơi thẻ hành động
tta-group-tactic = Chơi chiến thuật
tta-group-copy = Sao chép chiến thuật
tta-group-event = Chuẩn bị sự kiện
tta-group-aggress = Gây hấn
tta-group-war = Tuyên chiến
tta-group-end = Kết thúc lượt
tta-group-discard = Bỏ thẻ
tta-group-defend = Phòng thủ
tta-group-send = Hy sinh một đơn vị quân
tta-group-bid = Trả giá
tta-group-mix = Lương thực và tài nguyên
tta-group-lose = Mất một công nhân
tta-group-bach = J.S. Bach
tta-group-ocean = Ocean Liner Service
tta-group-churchill = Winston Churchill
tta-group-barbarossa = Frederick Barbarossa
tta-group-alexander = Alexander the Great
tta-group-columbus = Christopher Columbus
tta-group-refund = Homer
tta-group-tuck = Homer
tta-group-food = Lương thực
tta-group-resources = Tài nguyên
tta-group-annex = Sáp nhập
tta-group-colonize = Chiếm thuộc địa
tta-group-pass = Bỏ qua
tta-group-done = Xong
tta-group-bonus = Chơi thẻ thưởng
tta-group-cook = James Cook
tta-group-skip = Bỏ qua
tta-group-produce = Sản xuất
tta-group-keep = Giữ nguyên
tta-group-swap = Đổi một sự kiện
tta-group-remove = Mất một thẻ
tta-group-ravage = Ravages of Time
tta-group-colony = Từ bỏ một thuộc địa

## tên các loại thẻ (dùng để phân loại thẻ)

tta-name-farm = nông trại
tta-name-mine = hầm mỏ
tta-name-temple = đền thờ
tta-name-lab = phòng thí nghiệm
tta-name-library = thư viện
tta-name-theater = nhà hát
tta-name-arena = đấu trường
tta-name-infantry = bộ binh
tta-name-cavalry = kỵ binh
tta-name-artillery = pháo binh
tta-name-air_force = không quân
tta-name-government = chính thể
tta-name-special = công nghệ đặc biệt
tta-name-unit = đơn vị quân
tta-name-wonder = Kỳ quan
tta-name-leader = lãnh đạo
tta-name-action = thẻ hành động
tta-name-card = thẻ

## chi phí và các phần của nhãn nước đi (HĐDS: hành động dân sự, HĐQS: hành động quân sự)

tta-cost-resources = { $n } tài nguyên
tta-cost-ca_resources = 1 HĐDS, { $n } tài nguyên
tta-cost-ma_resources = 1 HĐQS, { $n } tài nguyên
tta-cost-science = { $n } khoa học
tta-cost-ca_science = 1 HĐDS, { $n } khoa học
tta-plus = +{ $n } { $what }
tta-units = { $n } { $type }

## thẻ hành động làm gì, vài chữ

tta-summary-gain = { $gains }
tta-summary-wonder_stage = một giai đoạn Kỳ quan, rẻ hơn { $n }
tta-summary-frugality = tăng dân số, rồi +{ $n } lương thực
tta-summary-patriotism = +1 HĐQS, { $n } tài nguyên cho đơn vị quân
tta-summary-rich_land = xây hoặc nâng cấp nông trại hay hầm mỏ, rẻ hơn { $n }
tta-summary-urban_growth = xây hoặc nâng cấp công trình đô thị, rẻ hơn { $n }
tta-summary-efficient_upgrade = nâng cấp một công trình, rẻ hơn { $n }
tta-summary-breakthrough = phát triển một công nghệ, rồi +{ $n } khoa học
tta-summary-reserves = +{ $n } lương thực hoặc +{ $n } tài nguyên
tta-summary-military_pool_per_stronger = { $n } tài nguyên cho đơn vị quân với mỗi đối thủ mạnh hơn
tta-summary-culture_per_more_culture = { $n } văn hóa với mỗi đối thủ nhiều văn hóa hơn

## nước đi (menu, nút, /play)

tta-move-end = Kết thúc lượt của bạn
tta-move-take_slot = Lấy thẻ ở ô { $slot }
tta-move-take = Lấy { $card } ({ $what } Thời đại { $age }): { $cost } HĐDS
tta-move-take_free = { $move } (miễn phí; còn { $n } HĐDS để dùng)
tta-move-take_no_more = Không lấy thêm
tta-move-pop = Tăng dân số: 1 HĐDS, { $food } lương thực
tta-move-pop_free = Tăng dân số: { $food } lương thực
tta-move-build = Xây { $card } ({ $type }): { $cost }
tta-move-upgrade = Nâng cấp { $old } lên { $new }: { $cost }
tta-move-destroy = Phá bỏ một công trình { $card }: 1 HĐDS (công nhân về lại khu công nhân của bạn)
tta-move-disband = Giải tán một đơn vị { $card }: 1 HĐQS (công nhân về lại khu công nhân của bạn)
tta-move-develop = Phát triển { $card }: { $cost }
tta-move-develop_lower = Phát triển { $card }: { $cost } (thẻ rời đi ngay: { $old } vẫn giữ)
tta-move-government = Đổi chính thể trong hòa bình sang { $card }: { $cost }
tta-move-revolt = Cách mạng sang { $card }: toàn bộ HĐDS, { $n } khoa học
tta-move-revolt_ma = Cách mạng sang { $card }: toàn bộ HĐQS, { $n } khoa học
tta-move-revolt_all_ca = { $move } (dùng hết mọi hành động dân sự của bạn)
tta-move-then_science = { $move }, rồi được { $n } khoa học
tta-move-leader = Đưa lãnh đạo { $card } vào chơi: 1 HĐDS
tta-move-leader_replace = Đưa lãnh đạo { $card } vào chơi: 1 HĐDS ({ $old } rời đi; hoàn lại 1 HĐDS)
tta-move-wonder = Xây { $n } giai đoạn của { $card }: { $cost }
tta-move-play = Chơi { $card }: 1 HĐDS ({ $does })
tta-move-gain = Nhận { $n } { $what }
tta-move-gain_card = Nhận { $n } { $what } ({ $card })
tta-move-gain_mix = Nhận { $food } lương thực và { $resources } tài nguyên
tta-move-lose_mix = Mất { $food ->
    [0] { $resources } tài nguyên
   *[other] { $food } lương thực{ $resources ->
        [0] {""}
       *[other] {" "}và { $resources } tài nguyên
    }
  }
tta-move-tactic = Chơi chiến thuật { $card } ({ $units }: +{ $n } mỗi đạo quân): 1 HĐQS
tta-move-copy = Sao chép chiến thuật { $card } (+{ $n } mỗi đạo quân): 2 HĐQS
tta-move-barbarossa = Barbarossa: chiêu mộ và xây { $card }: 1 HĐQS, { $food } lương thực, { $n } tài nguyên
tta-move-bach = Bach: biến { $old } thành { $new }: 1 HĐDS, { $n } tài nguyên
tta-move-ocean = Ocean Liner Service: thêm 1 dân số (miễn phí)
tta-move-churchill = Churchill: { $n } khoa học cho công nghệ đơn vị quân và { $n } tài nguyên cho đơn vị quân (thay cho { $n } văn hóa)
tta-move-homer_refund = Để Homer rời đi và lấy lại hành động dân sự của bạn
tta-move-homer_tuck = Đặt Homer dưới { $wonder } (+1 mặt cười; không hoàn lại hành động dân sự)
tta-move-event = Chuẩn bị { $card } (+{ $n } văn hóa) và lật sự kiện hiện tại
tta-move-aggress = Chơi { $card } nhắm vào { $who }: { $n } HĐQS
tta-move-war = Tuyên chiến với { $who } bằng { $card }: { $n } HĐQS (phân xử vào lượt sau của bạn)
tta-move-annex = Sáp nhập { $card } (chỉ các hiệu ứng lâu dài)
tta-move-alexander = Loại Alexander: lấy 1 mã báo vàng từ hộp thêm vào kho vàng của bạn
tta-move-columbus = Loại Columbus: chiếm { $card } làm thuộc địa (không đấu giá, không hy sinh đơn vị quân)
tta-move-leave_territory = Không chiếm { $card } làm thuộc địa
tta-move-colonize = Chiếm { $card } làm thuộc địa: gửi một lực lượng từ { $n } trở lên
tta-move-colonize_done = Chiếm { $card } làm thuộc địa với lực lượng { $n }
tta-move-send = Hy sinh một đơn vị { $card } (sức mạnh { $n })
tta-move-bonus = Chơi { $card } để được +{ $n } điểm chiếm thuộc địa
tta-move-cook = Bỏ { $card } để được +1 điểm chiếm thuộc địa (James Cook)
tta-move-bid = Trả giá { $n } cho { $card } (rồi gửi lực lượng đúng bằng chừng đó)
tta-move-bid_pass = Bỏ qua (người man rợ { $n } lấy { $card })
tta-move-bid_pass_nobody = Bỏ qua (không ai lấy { $card })
tta-move-defend_done_holds = Dừng phòng thủ: { $mine } so với { $theirs }, cuộc gây hấn thất bại
tta-move-defend_done_falls = Dừng phòng thủ: { $mine } so với { $theirs }, cuộc gây hấn thành công
tta-move-defend_bonus = Phòng thủ bằng { $card } (chơi thẻ để được +{ $n })
tta-move-defend_discard = Phòng thủ bằng { $card } (bỏ thẻ để được +1)
tta-move-lose_card = Mất { $card }
tta-move-lose_building = Mất một công trình { $card }
tta-move-lose_worker = Mất một công nhân ở { $card }
tta-move-give_up = Từ bỏ { $card }
tta-move-free_build = Xây { $card } miễn phí
tta-move-no_build = Không xây
tta-move-nothing = Không làm gì
tta-move-ravage = Úp { $card } xuống (thay vào đó nó cho 2 văn hóa)
tta-move-discard = Bỏ { $card }
tta-move-discard_excess = Bỏ { $card } (giới hạn thẻ quân sự trên tay { $n })
tta-move-production_skip = Bỏ qua giai đoạn sản xuất cuối cùng (luật 31)
tta-move-produce = Sản xuất: +{ $culture } văn hóa, +{ $science } khoa học, tham nhũng { $corruption }, tiêu thụ { $consumption }
tta-move-keep = Giữ các sự kiện Thời đại III như đã tính điểm
tta-move-swap = Đổi { $card } ({ $n } văn hóa) lấy một sự kiện có thể xảy ra ngẫu nhiên

## lời từ chối (vì sao nước đi này chưa được phép)

tta-why-no_ca = Bạn không còn hành động dân sự nào.
tta-why-no_ma = Bạn không còn hành động quân sự nào.
tta-why-only = Chỉ { $card } mới làm được điều đó.
tta-why-slot = Hãy chọn một ô của hàng thẻ, từ 1 đến 13.
tta-why-slot_empty = Ô { $slot } của hàng thẻ đang trống.
tta-why-wonder_unfinished = Bạn vẫn đang xây { $card }: hãy hoàn thành nó trước.
tta-why-hand_full = Bài trên tay đã đầy: bạn chỉ được giữ { $n } thẻ dân sự (bằng tổng số hành động dân sự của bạn).
tta-why-leader_age_taken = Bạn đã lấy một lãnh đạo Thời đại { $age } rồi.
tta-why-have_tech = Bạn đã có { $card } rồi.
tta-why-take_budget = Thẻ đó tốn { $cost } hành động dân sự; bạn còn { $left } để dùng.
tta-why-take_cost = Lấy { $card } tốn { $cost } hành động dân sự; bạn còn { $left }.
tta-why-yellow_empty = Kho vàng của bạn đã trống.
tta-why-yellow_empty_recruit = Kho vàng của bạn đã trống: không còn ai để chiêu mộ.
tta-why-pop_food = Tăng dân số tốn { $cost } lương thực; bạn có { $have }.
tta-why-build_what = Bạn chỉ có thể xây trên thẻ nông trại, hầm mỏ, công trình đô thị hoặc công nghệ đơn vị quân mà bạn có.
tta-why-no_workers_on = { $card } không có công nhân nào.
tta-why-build_scope = Thẻ này không thể xây trên { $card }.
tta-why-no_unused = Bạn không có công nhân rảnh: hãy tăng dân số trước.
tta-why-urban_limit = Chính thể của bạn chỉ cho phép { $n } công trình { $type }.
tta-why-build_cost = Xây { $card } tốn { $cost } tài nguyên; bạn có { $have }.
tta-why-upgrade_what = Hãy chọn hai công nghệ bạn có: công trình cần nâng cấp và thẻ mới của nó.
tta-why-upgrade_kind = Không thể nâng cấp { $old } lên { $new }: chỉ cùng loại và cấp cao hơn.
tta-why-upgrade_scope = Thẻ này không thể nâng cấp { $card }.
tta-why-nothing_built = Bạn chưa xây gì trên { $card }.
tta-why-nothing_built_there = Bạn chưa xây gì trên thẻ đó.
tta-why-upgrade_cost = Nâng cấp đó tốn { $cost } tài nguyên; bạn có { $have }.
tta-why-resources = Việc đó tốn { $cost } tài nguyên; bạn có { $have }.
tta-why-disband_ma = Giải tán một đơn vị quân tốn một hành động quân sự; bạn không còn hành động nào.
tta-why-destroy_ca = Phá bỏ một công trình tốn một hành động dân sự; bạn không còn hành động nào.
tta-why-develop_what = Bạn chỉ có thể phát triển một thẻ công nghệ trên tay.
tta-why-same_government = { $card } đã là chính thể của bạn.
tta-why-science_cost = { $card } tốn { $cost } khoa học; bạn có { $have }.
tta-why-revolt_what = Bạn chỉ có thể làm cách mạng sang một thẻ chính thể trên tay.
tta-why-revolt_robespierre = Với Robespierre, bạn chỉ làm cách mạng được khi chưa dùng hành động quân sự nào.
tta-why-revolt_actions = Bạn chỉ làm cách mạng được khi chưa dùng hành động dân sự nào.
tta-why-revolt_cost = Cách mạng sang { $card } tốn { $cost } khoa học; bạn có { $have }.
tta-why-leader_what = Bạn chỉ có thể đưa vào chơi một lãnh đạo trên tay.
tta-why-no_wonder = Bạn không có Kỳ quan nào đang xây dở.
tta-why-wonder_stages = { $most ->
    [1] Lúc này bạn có thể xây 1 giai đoạn của { $card }.
   *[other] Lúc này bạn có thể xây từ 1 đến { $most } giai đoạn của { $card }.
  }
tta-why-bach_once = Mỗi lượt chỉ được nâng cấp bằng J.S. Bach một lần.
tta-why-bach_what = Hãy chọn một công trình đô thị của bạn và một công nghệ nhà hát của bạn.
tta-why-bach_kind = Bach biến một công trình đô thị thành nhà hát cùng cấp hoặc cao hơn.
tta-why-ocean_once = Ocean Liner Service chỉ có tác dụng một lần mỗi lượt.
tta-why-churchill_once = Lượt này bạn đã dùng lựa chọn của Churchill rồi.
tta-why-card_nothing_to_build = Lúc này { $card } không có gì để xây hay nâng cấp.
tta-why-card_no_tech = { $card }: bạn không đủ khoa học để phát triển công nghệ nào trên tay.
tta-why-play_what = Bạn chỉ có thể chơi một thẻ hành động trên tay.
tta-why-play_new = Bạn lấy { $card } trong lượt này: thẻ hành động chỉ được chơi từ lượt sau.
tta-why-tactic_what = Bạn chỉ có thể chơi một thẻ chiến thuật trong bài quân sự trên tay.
tta-why-one_tactic = Mỗi lượt bạn chỉ được chơi hoặc sao chép một chiến thuật.
tta-why-tactic_ma = Chơi chiến thuật tốn 1 hành động quân sự; bạn không còn hành động nào.
tta-why-copy_what = Bạn chỉ có thể sao chép chiến thuật ở khu chiến thuật chung.
tta-why-same_tactic = { $card } đã là chiến thuật của bạn.
tta-why-copy_ma = Sao chép chiến thuật tốn 2 hành động quân sự.
tta-why-unit_what = Hãy chọn một công nghệ đơn vị quân mà bạn có.
tta-why-need_food = Bạn cần { $n } lương thực.
tta-why-need_resources = Bạn cần { $n } tài nguyên.
tta-why-event_what = Bạn chỉ có thể chuẩn bị một thẻ sự kiện hoặc lãnh thổ trong bài quân sự trên tay.
tta-why-dummy_card_only = Khi đấu với người chơi ảo, chỉ cần chọn thẻ.
tta-why-barbarian_what = Hãy chọn thẻ và người man rợ (1, 2 hoặc 3).
tta-why-aggress_what = Bạn chỉ có thể chơi một thẻ gây hấn trong bài quân sự trên tay.
tta-why-ma_cost = { $card } tốn { $cost } hành động quân sự; bạn có { $have }.
tta-why-stronger_dummy = Bạn phải mạnh hơn người chơi ảo ít nhất { $n } ({ $mine } so với { $theirs }).
tta-why-no_annex = Không có lãnh thổ chưa bị chiếm nào trong các sự kiện đã qua để sáp nhập.
tta-why-stronger = Bạn phải mạnh hơn { $who } ({ $mine } so với { $theirs }).
tta-why-war_what = Bạn chỉ có thể tuyên chiến bằng một thẻ chiến tranh trong bài quân sự trên tay.
tta-why-war_last_round = Không được tuyên chiến trong vòng cuối.
tta-why-war_declared = Lượt này bạn đã tuyên chiến rồi.
tta-why-territory_what = Hãy chọn một thẻ lãnh thổ trong bài quân sự trên tay.
tta-why-politics_first = Hành động chính trị phải làm trước mọi hành động khác trong lượt của bạn.
tta-why-first_round = Trong vòng đầu bạn chỉ được lấy thẻ từ hàng thẻ.

## người chơi được yêu cầu chọn gì (lời nhắc trên bàn chơi)

tta-ask-by_card = { $card }: { $ask }
tta-ask-first = Vòng 1: lấy thẻ từ hàng thẻ.
tta-ask-actions = Giai đoạn hành động của bạn.
tta-ask-politics = Giai đoạn chính trị của bạn: một hành động chính trị, hoặc tiếp tục với các hành động của bạn.
tta-ask-discard_excess = Quá nhiều thẻ quân sự: hãy bỏ bớt cho bằng tổng số hành động quân sự của bạn.
tta-ask-last_production = Lượt cuối: bạn có thể bỏ qua giai đoạn sản xuất.
tta-ask-homer = Homer đã bị thay thế.
tta-ask-card_build = Chọn công trình mà thẻ xây hoặc nâng cấp.
tta-ask-breakthrough = Chọn công nghệ mà thẻ phát triển.
tta-ask-reserves = Lương thực hay tài nguyên?
tta-ask-defend = Bạn đang bị gây hấn: hãy chơi thẻ phòng thủ hoặc bỏ thẻ để được +1 mỗi thẻ.
tta-ask-defend_card = Phòng thủ trước { $card } (sức mạnh bên tấn công { $theirs }; bạn có { $mine }): hãy chơi thẻ phòng thủ hoặc bỏ thẻ để được +1.
tta-ask-infiltrated = Xâm nhập: mất lãnh đạo hoặc Kỳ quan đang xây dở của bạn.
tta-ask-bid = Đấu giá thuộc địa: trả giá cao hơn người man rợ?
tta-ask-bid_card = Đấu giá thuộc địa cho { $card }: giá cao nhất là { $n }.
tta-ask-food_or_res = Lương thực hay tài nguyên?
tta-ask-mix = Chọn số lương thực và tài nguyên.
tta-ask-free_build = Xây miễn phí?
tta-ask-dev_civ = Development of Civilization: một hành động, rẻ hơn 1, không tốn hành động dân sự.
tta-ask-ravage = Ravages of Time: chọn một Kỳ quan.
tta-ask-discard_pick = Chọn một thẻ quân sự để bỏ.
tta-ask-agreement = International Agreement: lấy các thẻ tổng giá trị tối đa 5 hành động dân sự (rồi bạn bỏ qua giai đoạn chính trị kế tiếp).
tta-ask-destroy = Chọn công trình bạn mất.
tta-ask-lose_worker = Bạn phải mất dân số: hãy chọn một công nhân.
tta-ask-lose_colony = Chọn thuộc địa bạn mất.
tta-ask-annex = Sáp nhập: lấy một lãnh thổ từ các sự kiện đã qua.
tta-ask-colonize_offer = Một lãnh thổ được lật ra.
tta-ask-colonize_offer_card = { $card } được lật ra: chiếm làm thuộc địa với lực lượng từ { $n } trở lên?
tta-ask-colonize = Gửi lực lượng chiếm thuộc địa: hy sinh ít nhất một đơn vị quân.
tta-ask-colonize_card = Chiếm { $card } làm thuộc địa: gửi lực lượng ít nhất { $n }.
tta-ask-swap = Luật 47: bạn có thể đổi một sự kiện Thời đại III đã tính điểm lấy một sự kiện có thể xảy ra ngẫu nhiên.

## why the bot likes a move (/hint): a few words after the move itself
tta-reason-take = { $card } đáng với số hành động dân sự bỏ ra
tta-reason-end = lượt này không còn việc gì có ích
tta-reason-pop = thêm một công nhân cho công trình tiếp theo
tta-reason-strength = { $card }: thêm sức mạnh trước các mối đe dọa
tta-reason-food = { $card }: thêm lương thực cho dân số đang tăng
tta-reason-resources = { $card }: thêm tài nguyên để xây dựng
tta-reason-science = { $card }: thêm khoa học cho công nghệ mới
tta-reason-happy = { $card }: mặt cười giữ cho công nhân hài lòng
tta-reason-culture = { $card }: văn hóa mỗi lượt đến cuối ván
tta-reason-develop = { $card }: công nghệ tốt hơn để xây và nâng cấp
tta-reason-revolt = { $card }: chính thể tốt hơn, nhiều hành động hơn
tta-reason-leader = { $card } hợp với nền văn minh của bạn
tta-reason-wonder = giai đoạn tiếp theo của { $card }
tta-reason-tactic = { $card } làm các đạo quân của bạn mạnh hơn
tta-reason-defend = { $card } chặn được cuộc tấn công
tta-reason-war = { $card }: một cuộc chiến mà quân đội mạnh hơn của bạn sẽ thắng
tta-reason-aggress = { $card }: một cuộc tấn công mà quân đội mạnh hơn của bạn sẽ thắng
tta-reason-play = { $card } cho phần thưởng ngay bây giờ
tta-reason-event = { $card }: chuẩn bị thẻ này được { $n } văn hóa ngay
tta-reason-impact = { $card }: { $n } văn hóa ngay, và khoảng { $impact } khi sự kiện được tính điểm
