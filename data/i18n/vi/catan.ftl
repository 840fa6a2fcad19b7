# Catan và Thành phố & Hiệp sĩ: những gì engine nói (bot/engine/catan/speech.py), tiếng Việt.
# Các điểm giữ nguyên mã (v12 là giao điểm, e5 là cạnh đường, h3 là ô): người chơi gõ các mã
# này và bàn chơi ghi chúng. $seat và các đối số người chơi khác là tên người chơi.
# Thuật ngữ: data/i18n/vi/GLOSSARY.md.

## tên các thành phần (tên thẻ lấy từ data/catan/cards.json)

catan-name-brick = gạch
catan-name-lumber = gỗ
catan-name-wool = len
catan-name-grain = lúa mì
catan-name-ore = quặng
catan-name-paper = giấy
catan-name-cloth = vải
catan-name-coin = đồng xu
catan-name-desert = sa mạc
catan-name-trade = Thương mại
catan-name-politics = Chính trị
catan-name-science = Khoa học
catan-name-ship = tàu
catan-name-basic = cơ bản
catan-name-strong = mạnh
catan-name-mighty = hùng mạnh
catan-name-die_ship = tàu man rợ
catan-name-die_trade = lâu đài vàng (Thương mại)
catan-name-die_politics = lâu đài xanh dương (Chính trị)
catan-name-die_science = lâu đài xanh lá (Khoa học)
# Progress cards the players' document names in Vietnamese (GLOSSARY.md); the others keep
# the English names of its card tables.
catan-name-printer = Máy in
catan-name-constitution = Hiến pháp

## các mảnh câu

catan-count = { $n } { $kind }
catan-cards = { $cards }
catan-nothing = không có gì
catan-free = miễn phí
catan-hex = { $kind } { $n }
catan-hex_bare = { $kind }
catan-gain = { $seat } +{ $cards }
catan-gains = { $gains }
catan-nobody_gains = không ai nhận được gì
catan-discards = { $seat } { $n } lá
catan-taken_from = { $n } từ { $seat }

## nước đi (menu, nút, /play)

catan-move-roll = Tung xúc xắc
catan-move-end = Kết thúc lượt
catan-move-offer = Đề nghị giao dịch với người chơi
catan-move-cancel = Hủy
catan-move-undo = Chọn lại: rút lại lựa chọn bỏ bài của bạn
catan-move-accept = Chấp nhận giao dịch
catan-move-decline = Từ chối giao dịch
catan-move-counter = Đưa ra đề nghị ngược lại
catan-move-send = Gửi đề nghị ngược lại
catan-move-skip = Bỏ qua
catan-move-done = Xong
catan-move-road = Xây đường ở { $spot } ({ $cost })
catan-move-settle = Xây khu định cư ở { $spot } ({ $cost })
catan-move-settle_setup = Xây khu định cư ở { $spot }
catan-move-city = Nâng { $spot } thành thành phố ({ $cost })
catan-move-city_setup = Đặt thành phố của bạn ở { $spot }
catan-move-buy = Mua một thẻ phát triển ({ $cost })
catan-move-play = Chơi { $card }
catan-move-drop = Bỏ thẻ tiến bộ { $card }
catan-move-bank = Đổi { $n } { $kind } với ngân hàng lấy 1 lá
catan-move-for = Lấy 1 { $kind } từ ngân hàng
catan-move-give = Đưa thêm 1 { $kind }
catan-move-get = Đòi thêm 1 { $kind }
catan-move-ungive = Đưa bớt 1 { $kind }
catan-move-unget = Đòi bớt 1 { $kind }
catan-move-gift = Đưa 1 { $kind }
catan-move-ask_all = Đề nghị với mọi người
catan-move-ask = Đề nghị với { $seat }
catan-move-deal = Giao dịch với { $seat }
catan-move-discard = Bỏ 1 { $kind }
catan-move-robber = Chuyển Tên cướp đến { $spot } ({ $hex })
catan-move-steal = Cướp một lá bài của { $seat }
catan-move-take = Lấy 1 { $kind }
catan-move-take_card = Lấy { $card }
catan-move-name = Chọn { $kind }
catan-move-wall = Xây tường thành ở { $spot } ({ $cost })
catan-move-knight = Chiêu mộ một hiệp sĩ cơ bản ở { $spot } ({ $cost })
catan-move-knight_free = Đặt hiệp sĩ của bạn ở { $spot } (miễn phí)
catan-move-activate = Kích hoạt hiệp sĩ ở { $spot } ({ $cost })
catan-move-promote = Nâng cấp hiệp sĩ ở { $spot } ({ $cost })
catan-move-kmove = Di chuyển hoặc điều hiệp sĩ ở { $spot }
catan-move-chase = Dùng hiệp sĩ ở { $spot } đuổi Tên cướp
catan-move-displace = Đẩy hiệp sĩ ở { $spot } đi
catan-move-to = Di chuyển hiệp sĩ đến { $spot }
catan-move-improve = Cải tiến { $track } lên cấp { $level } ({ $cost })
catan-move-metro = Đặt Đô thị ở { $spot }
catan-move-pillage = Mất thành phố ở { $spot }
catan-move-deck = Rút một thẻ tiến bộ { $track }
catan-move-deck_none = Không chồng thẻ nào còn thẻ
catan-move-red = Đặt xúc xắc đỏ là { $n }
catan-move-yellow = Đặt xúc xắc vàng là { $n }
catan-move-swap = Đổi số trên { $spot }
catan-move-with = …với số trên { $spot }
catan-move-merchant = Đặt Thương nhân ở { $spot } ({ $hex })
catan-move-harbor = Commercial Harbor: đề nghị { $seat } một tài nguyên
catan-move-target = Chọn { $seat }
catan-move-remove_road = Gỡ đường ở { $spot }
catan-move-remove_knight = Gỡ hiệp sĩ của bạn ở { $spot }
catan-move-level = Đặt một hiệp sĩ { $level }
catan-move-other = { $token }

## tiêu đề menu cho nhiều nước đi cùng loại

catan-group-road = Xây đường
catan-group-settle = Xây khu định cư
catan-group-city = Xây thành phố
catan-group-wall = Xây tường thành
catan-group-knight = Đặt hiệp sĩ
catan-group-activate = Kích hoạt hiệp sĩ
catan-group-promote = Nâng cấp hiệp sĩ
catan-group-kmove = Di chuyển hiệp sĩ
catan-group-chase = Đuổi Tên cướp
catan-group-improve = Cải tiến thành phố
catan-group-play = Chơi một thẻ
catan-group-drop = Bỏ một thẻ tiến bộ
catan-group-bank = Giao dịch với ngân hàng
catan-group-for = Lấy từ ngân hàng
catan-group-give = Đưa
catan-group-get = Đòi
catan-group-ungive = Đưa bớt
catan-group-unget = Đòi bớt
catan-group-ask = Đề nghị với
catan-group-deal = Giao dịch với
catan-group-discard = Bỏ bài
catan-group-undo = Chọn lại
catan-group-robber = Chuyển Tên cướp
catan-group-steal = Cướp bài của
catan-group-take = Lấy
catan-group-name = Chọn một loại
catan-group-to = Di chuyển đến
catan-group-metro = Đặt Đô thị
catan-group-pillage = Mất một thành phố
catan-group-deck = Rút từ
catan-group-red = Xúc xắc đỏ
catan-group-yellow = Xúc xắc vàng
catan-group-swap = Đổi một số
catan-group-with = Đổi với
catan-group-merchant = Đặt Thương nhân
catan-group-harbor = Commercial Harbor
catan-group-target = Chọn một người chơi
catan-group-remove = Gỡ bỏ
catan-group-displace = Đẩy một hiệp sĩ đi
catan-group-level = Cấp hiệp sĩ
catan-group-roll = Tung xúc xắc
catan-group-end = Kết thúc lượt
catan-group-buy = Mua thẻ
catan-group-offer = Giao dịch

## những gì đã xảy ra

catan-event-turn = Lượt { $turn }: đến lượt { $seat }.
catan-event-roll = { $seat } tung được { $red }+{ $yellow } = { $total }.
catan-event-roll_event = { $seat } tung được { $red }+{ $yellow } = { $total }; xúc xắc sự kiện ra { $event }.
catan-event-produce = Sản xuất với số { $total }: { $gains }{ $has_short ->
    [yes] {" "}(ngân hàng thiếu { $short }: không ai nhận loại đó)
   *[no] {""}
}{ $has_rest ->
    [yes] {" "}(ngân hàng thiếu { $rest }: người duy nhất được nhận lấy phần còn lại)
   *[no] {""}
}.
catan-event-seven = Ra 7: không sản xuất.
catan-event-robber_locked = Tên cướp đứng yên cho đến lần đầu người man rợ tấn công.
catan-event-must_discard = Bỏ một nửa số bài: { $who }.
catan-event-discard_pick = Bạn để riêng 1 { $kind } để bỏ.
catan-event-discard_ready = { $seat } đã sẵn sàng bỏ bài.
catan-event-discard_undo = { $seat } chọn lại các lá bỏ.
catan-event-discarded = { $seat } đã bỏ { $cards }.
catan-event-robber = { $seat } đã chuyển Tên cướp đến { $spot }.
catan-event-steal = { $seat } đã cướp một lá bài của { $victim }.
catan-event-stolen = { $seat } đã cướp 1 { $kind } của { $victim }.
catan-event-steal_nothing = { $seat } định cướp bài của { $victim }, nhưng { $victim } không có lá nào.
catan-event-road = { $seat } đã xây đường ở { $spot }.
catan-event-settlement = { $seat } đã xây khu định cư ở { $spot }.
catan-event-city = { $seat } đã xây thành phố ở { $spot }.
catan-event-start_cards = { $seat } nhận bài khởi đầu: { $cards }.
catan-event-longest_road = { $seat } giành Con đường dài nhất ({ $n } đoạn đường).
catan-event-longest_road_aside = Thẻ Con đường dài nhất được để sang một bên: hiện không ai giữ.
catan-event-largest_army = { $seat } giành Đạo quân lớn nhất ({ $n } hiệp sĩ).
catan-event-buy_dev = { $seat } đã mua một thẻ phát triển.
catan-event-drew_dev = Bạn rút được { $card }.
catan-event-play_card = { $seat } đã chơi { $card }.
catan-event-bank_trade = { $seat } đã đổi { $n } { $give } với ngân hàng lấy 1 { $get }.
catan-event-offer = { $seat } đề nghị { $to }: đưa { $give } lấy { $get }.
catan-event-accepts = { $seat } chấp nhận.
catan-event-declines = { $seat } từ chối.
catan-event-counter_offer = { $seat } đề nghị ngược lại: đưa { $give } lấy { $get }.
catan-event-offer_cancelled = { $seat } rút lại lời mời giao dịch.
catan-event-offer_dropped = Bạn bỏ lời mời giao dịch đang soạn.
catan-event-offer_lapsed = Không ai nhận lời mời giao dịch của { $seat }.
catan-event-trade = { $seat } đã đưa { $give } cho { $other } để lấy { $get }.
catan-event-take = { $seat } đã lấy 1 { $kind } từ ngân hàng.
catan-event-monopoly = { $seat } thu gom { $kind }: { $taken }.
catan-event-monopoly_none = { $seat } chọn { $kind }, nhưng không ai có.
catan-event-fleet = Trong lượt này, { $seat } đổi { $kind } với ngân hàng theo tỷ lệ 2:1.
catan-event-win = { $seat } thắng với { $n } điểm chiến thắng!
catan-event-barbarians_advance = Người man rợ tiến lên ({ $at }/{ $steps }).
catan-event-attack = Người man rợ tấn công: sức mạnh { $barbarians } đối đầu { $knights } của các hiệp sĩ đang hoạt động.
catan-event-defender = { $seat } là Người bảo vệ Catan (+1 điểm).
catan-event-defenders_tied = Những người bảo vệ hòa nhau: { $seats } mỗi người rút một thẻ tiến bộ.
catan-event-pillaged = Người man rợ cướp phá thành phố của { $seat } ở { $spot }: nó trở thành khu định cư.
catan-event-robber_unlocked = Từ giờ có thể di chuyển Tên cướp.
catan-event-gate = Lâu đài { $track } với xúc xắc đỏ { $red }: chia thẻ tiến bộ.
catan-event-draw_progress = { $seat } rút một thẻ tiến bộ { $track }.
catan-event-drew_progress = Bạn rút được { $card }.
catan-event-progress_vp = { $seat } rút và lật ngửa { $card } (+1 điểm).
catan-event-deck_empty = Chồng thẻ { $track } đã hết, { $seat } không rút được.
catan-event-drop_progress = { $seat } bỏ một thẻ tiến bộ.
catan-event-dropped = Bạn đặt { $card } xuống dưới chồng thẻ của nó.
catan-event-improve = { $seat } đã cải tiến { $track } lên cấp { $level }.
catan-event-metropolis = { $seat } đặt Đô thị { $track } ở { $spot }.
catan-event-wall = { $seat } đã xây tường thành ở { $spot }.
catan-event-knight = { $seat } đã đặt một hiệp sĩ { $level } ở { $spot }.
catan-event-activate = { $seat } đã kích hoạt hiệp sĩ ở { $spot }.
catan-event-promote = { $seat } đã nâng hiệp sĩ ở { $spot } lên hiệp sĩ { $level }.
catan-event-knight_move = { $seat } đã di chuyển một hiệp sĩ từ { $start } đến { $end }.
catan-event-knight_displace = { $seat } đã di chuyển một hiệp sĩ từ { $start } đến { $end }, đẩy hiệp sĩ của { $other } đi.
catan-event-knight_removed = Hiệp sĩ của { $seat } ở { $spot } không còn chỗ nào để đi và trở về kho.
catan-event-knight_relocated = Hiệp sĩ của { $seat } lui về { $spot }.
catan-event-chase = Hiệp sĩ của { $seat } ở { $spot } đuổi Tên cướp đi.
catan-event-swap_numbers = { $seat } đã đổi số trên { $first } và { $second }.
catan-event-harvest = { $seat } đã lấy { $n } { $kind }.
catan-event-merchant = { $seat } đã đặt Thương nhân ở { $spot }.
catan-event-harbor_refused = { $other } không có hàng hóa nào: lời đề nghị của Commercial Harbor bị bỏ qua.
catan-event-harbor_trade = { $seat } đã đưa 1 { $give } cho { $other } để lấy 1 { $get }.
catan-event-target = { $seat } chọn { $other }.
catan-event-take_from = { $seat } lấy một lá bài của { $other }.
catan-event-took_card = { $seat } đã lấy 1 { $kind } của { $other }.
catan-event-spy = { $seat } lấy một thẻ tiến bộ của { $other }.
catan-event-spied_card = { $seat } đã lấy { $card } của { $other }.
catan-event-deserted = { $seat } gỡ hiệp sĩ của mình ở { $spot }.
catan-event-road_removed = { $seat } đã gỡ đường của { $other } ở { $spot }.
catan-event-own_road_removed = { $seat } đã gỡ đường của chính mình ở { $spot }.
catan-event-intrigue = { $seat } đẩy hiệp sĩ của { $other } ở { $spot } đi.
catan-event-warlord = { $seat } đã kích hoạt { $n } hiệp sĩ.
catan-event-gift = { $seat } đưa một lá bài cho { $other }.
catan-event-gift_card = { $seat } đã đưa 1 { $kind } cho { $other }.

## những lựa chọn người chơi có thể phải làm xong trước

catan-step-setup_settle = đặt khu định cư khởi đầu
catan-step-setup_road = đặt đường khởi đầu
catan-step-pre_roll = tung xúc xắc
catan-step-main = lượt của bạn
catan-step-discard = bỏ một nửa số bài
catan-step-robber = chuyển Tên cướp
catan-step-steal = chọn người để cướp bài
catan-step-bank = giao dịch với ngân hàng
catan-step-offer_build = soạn lời mời giao dịch
catan-step-offer_answer = trả lời lời mời giao dịch
catan-step-counter_build = soạn đề nghị ngược lại
catan-step-offer_confirm = chọn người để giao dịch
catan-step-free_roads = đặt đường miễn phí
catan-step-take = lấy bài từ ngân hàng
catan-step-name = chọn một loại bài
catan-step-pillage = chọn thành phố bị người man rợ cướp phá
catan-step-defender_draw = rút thẻ tiến bộ của người bảo vệ
catan-step-metropolis = đặt Đô thị
catan-step-progress_discard = bỏ một thẻ tiến bộ
catan-step-knight_dest = chọn nơi hiệp sĩ đến
catan-step-relocate = di chuyển hiệp sĩ bị đẩy đi
catan-step-alchemist = đặt xúc xắc (Alchemist)
catan-step-crane = chọn một cải tiến (Crane)
catan-step-engineer = đặt tường thành (Engineer)
catan-step-inventor = đổi hai số (Inventor)
catan-step-medicine = nâng khu định cư (Medicine)
catan-step-smith = nâng cấp hiệp sĩ (Smith)
catan-step-harbor_give = một lời đề nghị của Commercial Harbor
catan-step-harbor_answer = trả lời lời đề nghị của Commercial Harbor
catan-step-target = chọn một người chơi
catan-step-take_from = lấy bài (Master Merchant)
catan-step-spy_take = chọn một thẻ tiến bộ (Spy)
catan-step-desert = gỡ một hiệp sĩ của bạn (Deserter)
catan-step-deserter_place = đặt hiệp sĩ đào ngũ (Deserter)
catan-step-diplomat = chọn một con đường (Diplomat)
catan-step-diplomat_road = đặt lại con đường đã gỡ (Diplomat)
catan-step-intrigue = đẩy một hiệp sĩ đi (Intrigue)
catan-step-merchant = đặt Thương nhân
catan-step-gift = đưa bài (Wedding)

## vì sao một nước đi bị từ chối

catan-why-wait = Bạn phải chờ những người khác.
catan-why-rolled = Bạn đã tung xúc xắc trong lượt này rồi.
catan-why-finish = Hãy hoàn tất lựa chọn hiện tại trước.
catan-why-finish_step = Trước hết hãy xong việc { $step }.
catan-why-not_here = Ở đây bạn không thể chọn { $spot }.
catan-why-roll_first = Hãy tung xúc xắc trước.
catan-why-afford = Bạn không đủ bài: còn thiếu { $cards }.
catan-why-afford_card = Bạn không đủ bài để mua thẻ phát triển: còn thiếu { $cards }.
catan-why-deck_empty = Chồng thẻ phát triển đã hết.
catan-why-too_many_progress = Bạn đang giữ hơn { $n } thẻ tiến bộ: hãy bỏ bớt trước.
catan-why-offer_cap = Bàn này cho phép { $n } lời mời giao dịch mỗi lượt.
catan-why-no_trade = Bạn không có bài để đề nghị, hoặc không ai có bài để giao dịch.
catan-why-play = Bây giờ bạn không thể chơi thẻ đó.
catan-why-improve = Bây giờ bạn không thể mua cải tiến đó (cần một thành phố và đủ hàng hóa).
catan-why-no_path = `{ $spot }` không phải là một cạnh đường trên bàn chơi này.
catan-why-road_there = Ở { $spot } đã có đường.
catan-why-no_roads = Bạn đã hết đường.
catan-why-road_unconnected = { $spot } không nối với đường hay công trình nào của bạn.
catan-why-no_corner = `{ $spot }` không phải là một giao điểm trên bàn chơi này.
catan-why-no_settlements = Bạn đã hết khu định cư.
catan-why-building_there = Ở { $spot } đã có công trình.
catan-why-building_on = Có một công trình ở { $spot }.
catan-why-distance = { $spot } phạm luật khoảng cách: có một công trình ngay cạnh.
catan-why-settle_unconnected = { $spot } không nằm cạnh đường nào của bạn.
catan-why-no_settlement = Bạn không có khu định cư ở { $spot }.
catan-why-no_cities = Bạn đã hết thành phố.
catan-why-rebuild_first = Bạn phải xây lại thành phố bị cướp phá trước.
catan-why-not_now = Bây giờ bạn không thể làm việc đó ở { $spot }.
catan-why-knight_supply = Bạn không còn hiệp sĩ { $level } nào trong kho (mỗi cấp { $n } hiệp sĩ).
catan-why-own_knight_on_spot = Hiệp sĩ của bạn đang đứng ở { $spot }: hãy chuyển nó đi trước khi xây khu định cư ở đó.
catan-why-knight_on_spot = { $spot } đã có hiệp sĩ đứng: không được xây khu định cư ở đó.
catan-why-no_knights = Hiệp sĩ thuộc về Thành phố & Hiệp sĩ, ván này không dùng.
catan-why-no_knight = Bạn không có hiệp sĩ ở { $spot }.
catan-why-not_your_knight = Hiệp sĩ ở { $spot } không phải của bạn.
catan-why-already_active = Hiệp sĩ của bạn ở { $spot } đã được kích hoạt rồi.
catan-why-robber_locked = Không thể đuổi Tên cướp trước lần tấn công đầu tiên của người man rợ.
catan-why-knight_inactive = Hiệp sĩ của bạn ở { $spot } chưa được kích hoạt: hãy kích hoạt nó (1 lúa mì), lượt sau nó mới hành động được.
catan-why-knight_not_ready = Hiệp sĩ của bạn ở { $spot } chưa hoạt động từ đầu lượt này, hoặc đã hành động rồi: lượt sau nó mới hành động được.
catan-why-knight_stuck = Hiệp sĩ của bạn ở { $spot } không có chỗ nào để đi: dọc đường của bạn không có chỗ trống hay hiệp sĩ nào yếu hơn.
catan-why-robber_not_near = Tên cướp không ở ô nào cạnh { $spot }.
catan-why-knight_there = Ở { $spot } đã có hiệp sĩ.
catan-why-not_road_end = { $spot } không nằm ở đầu đường nào của bạn.
catan-why-already_mighty = Hiệp sĩ của bạn ở { $spot } đã là hiệp sĩ hùng mạnh.
catan-why-promoted_this_turn = Hiệp sĩ của bạn ở { $spot } đã được nâng cấp trong lượt này.
catan-why-needs_fortress = Hiệp sĩ mạnh cần Pháo đài (Chính trị cấp 3) để thành hiệp sĩ hùng mạnh.
catan-why-relocate = Hiệp sĩ bị đẩy đi của bạn phải đến một chỗ trống mà nó đi tới được dọc đường của bạn.
catan-why-no_other_knight = Ở { $spot } không có hiệp sĩ của người chơi khác.
catan-why-knight_off_roads = Hiệp sĩ ở { $spot } không nằm trên đường nào của bạn.
catan-why-already_there = Hiệp sĩ của bạn đã ở { $spot } rồi.
catan-why-own_knight_there = Hiệp sĩ của chính bạn đang đứng ở { $spot }.
catan-why-not_weaker = Hiệp sĩ ở { $spot } không yếu hơn hiệp sĩ của bạn: chỉ đẩy đi được hiệp sĩ yếu hơn.
catan-why-unreachable = Hiệp sĩ của bạn không thể đến { $spot } dọc đường của bạn mà không đi qua quân của người chơi khác.
