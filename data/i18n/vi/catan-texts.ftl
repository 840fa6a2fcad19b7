# Sổ thẻ của Catan (renderers/catan_cards.py): toàn bộ hiệu ứng của từng thẻ (catan-text-<id>),
# một dòng tóm tắt cho menu và /card (catan-summary-<id>), và các phần chung của thẻ
# (catan-card-*). Tên thẻ giữ nguyên tiếng Anh như dữ liệu (data/catan/cards.json).
# Thuật ngữ: data/i18n/vi/GLOSSARY.md (phần Catan).

## các phần chung

catan-card-amount = { $n } { $kind }
catan-card-cost = Giá: { $cost }
catan-card-count = { $n } lá trong chồng thẻ
catan-card-strength = Sức mạnh { $n }
catan-card-renamed = {" "}(tên bản 2025: { $name })
catan-card-dev_rule = Mỗi lượt chỉ được chơi tối đa một thẻ phát triển, vào bất kỳ lúc nào trong lượt của bạn (kể cả trước khi tung xúc xắc), nhưng không được chơi ngay trong lượt vừa mua.
catan-card-timing-before_roll = Chơi trong lượt của bạn, trước khi tung xúc xắc.
catan-card-timing-action_phase = Chơi trong lượt của bạn, sau khi tung xúc xắc.
catan-card-timing-immediate_on_draw = Lật ngửa ngay khi rút được.
catan-card-kind-development = thẻ phát triển
catan-card-kind-progress = Thẻ tiến bộ { $track }
catan-card-kind-improvement = Cải tiến thành phố { $track }
catan-card-kind-knight = hiệp sĩ (Thành phố & Hiệp sĩ)
catan-card-kind-track = nhánh cải tiến (Thành phố & Hiệp sĩ)
catan-card-kind-metropolis = quân cờ (Thành phố & Hiệp sĩ)
catan-card-kind-merchant_piece = quân cờ (Thành phố & Hiệp sĩ)
catan-card-kind-barbarians = sự kiện (Thành phố & Hiệp sĩ)
catan-card-kind-city_wall = quân cờ (Thành phố & Hiệp sĩ)
catan-card-kind-defender = thẻ đặc biệt (Thành phố & Hiệp sĩ)
catan-card-kind-longest_road = thẻ đặc biệt
catan-card-kind-largest_army = thẻ đặc biệt
catan-card-track-trade = Thương mại
catan-card-track-politics = Chính trị
catan-card-track-science = Khoa học
catan-card-colour-trade = vàng
catan-card-colour-politics = xanh dương
catan-card-colour-science = xanh lá

## cải tiến thành phố

catan-card-ability_name-trade = Nhà buôn (Trading House)
catan-card-ability_name-politics = Pháo đài
catan-card-ability_name-science = Cống dẫn nước (Aqueduct)
catan-card-ability-trade = Nhà buôn: trong lượt của bạn, đổi 2 hàng hóa cùng loại với ngân hàng lấy 1 tài nguyên hoặc hàng hóa tùy chọn, bao nhiêu lần cũng được.
catan-card-ability-politics = Pháo đài: bạn được nâng cấp hiệp sĩ mạnh thành hiệp sĩ hùng mạnh.
catan-card-ability-science = Cống dẫn nước: khi một lần tung khác 7 không cho bạn lá bài nào, bạn lấy 1 tài nguyên tùy chọn từ ngân hàng.
catan-card-track_title = Cải tiến { $track }
catan-card-track_summary = Cấp k tốn k { $commodity }; cấp 3 cho { $ability }; cấp 4-5 giành Đô thị
catan-card-track_text = Năm cấp ({ $levels }); cấp k tốn k { $commodity }, mua lần lượt khi có một thành phố trên bàn. Mỗi cấp cho bạn rút thẻ { $track } khi xúc xắc sự kiện ra lâu đài { $colour }. Cấp 3: { $ability } Cấp 4 và 5 giành Đô thị { $track }.
catan-card-level_rule = Các cấp được mua lần lượt, trong giai đoạn hành động của bạn, khi có ít nhất một thành phố trên bàn. Khi ra lâu đài { $colour }, bạn rút một thẻ { $track } nếu xúc xắc đỏ không quá { $reach }.
catan-card-metro-4 = Người đầu tiên lên cấp 4 đặt Đô thị { $track } lên một thành phố của mình (cần một thành phố chưa có Đô thị): thành phố đó đáng 4 điểm.
catan-card-metro-5 = Người đầu tiên lên cấp 5 giữ Đô thị { $track } vĩnh viễn, lấy nó từ người đang giữ ở cấp 4 nếu cần.
catan-card-level_title = { $track } { $level }: { $name }
catan-card-level_summary-plain = Giá { $cost }. Rút thẻ { $track } khi xúc xắc đỏ ≤ { $red }
catan-card-level_summary-ability = Giá { $cost }. Rút thẻ { $track } khi xúc xắc đỏ ≤ { $red }. { $ability }
catan-card-level_summary-metro = Giá { $cost }. Rút thẻ { $track } khi xúc xắc đỏ ≤ { $red }. Đô thị

## hiệp sĩ

catan-card-knight_name-basic = Hiệp sĩ cơ bản
catan-card-knight_name-strong = Hiệp sĩ mạnh
catan-card-knight_name-mighty = Hiệp sĩ hùng mạnh
catan-card-knight_short-basic = Chiêu mộ bằng 1 len và 1 quặng trên một giao điểm trống ở cuối một con đường của bạn
catan-card-knight_short-strong = Nâng cấp một hiệp sĩ cơ bản bằng 1 len và 1 quặng (cần còn một quân hiệp sĩ mạnh)
catan-card-knight_short-mighty = Nâng cấp một hiệp sĩ mạnh bằng 1 len và 1 quặng
catan-text-basic_knight = Chiêu mộ bằng 1 len và 1 quặng trên một giao điểm trống ở cuối một con đường của bạn; lúc đầu chưa hoạt động. Kích hoạt tốn 1 lúa mì.
catan-text-strong_knight = Nâng cấp một hiệp sĩ cơ bản bằng 1 len và 1 quặng (cần còn một quân hiệp sĩ mạnh); hiệp sĩ giữ nguyên trạng thái hoạt động hay không. Có thể đẩy hiệp sĩ cơ bản đi.
catan-text-mighty_knight = Nâng cấp một hiệp sĩ mạnh bằng 1 len và 1 quặng; cần Pháo đài (Chính trị cấp 3). Có thể đẩy hiệp sĩ cơ bản và hiệp sĩ mạnh đi.
catan-card-knight_rule = Mỗi người chơi có 2 hiệp sĩ mỗi cấp. Chỉ hiệp sĩ đang hoạt động mới chống người man rợ và làm hành động. Sau một hành động (đi dọc đường của bạn, đẩy một hiệp sĩ yếu hơn đi, đuổi Tên cướp sau lần tấn công đầu tiên) hiệp sĩ thôi hoạt động. Hiệp sĩ chặn đường của đối thủ.

## thẻ phát triển

catan-text-knight = Di chuyển Tên cướp sang ô khác và cướp ngẫu nhiên 1 tài nguyên của một người có khu định cư hoặc thành phố cạnh ô đó. Để lá bài ngửa: nó được tính cho Đạo quân lớn nhất.
catan-text-victory_point = 1 điểm chiến thắng. Giữ kín: nó được tính ngay khi bạn cầm nó và có thể giúp bạn thắng ngay trong lượt mua. Thẻ này không bao giờ được chơi.
catan-text-dev_road_building = Đặt miễn phí 2 con đường theo luật xây đường thông thường (tùy số quân đường bạn còn).
catan-text-year_of_plenty = Lấy 2 lá tài nguyên bất kỳ từ ngân hàng, có thể cùng loại. Nếu ngân hàng không đủ, lấy những gì còn lại.
catan-text-monopoly = Chọn một loại tài nguyên. Mọi người chơi khác đưa cho bạn tất cả lá bài loại đó.
catan-summary-knight = Di chuyển Tên cướp và cướp 1 lá; tính cho Đạo quân lớn nhất
catan-summary-victory_point = 1 điểm, giữ kín; được tính ngay khi bạn cầm
catan-summary-dev_road_building = Đặt miễn phí 2 con đường
catan-summary-year_of_plenty = Lấy 2 tài nguyên bất kỳ từ ngân hàng
catan-summary-monopoly = Chọn một tài nguyên: mọi người khác đưa bạn hết loại đó

## thẻ tiến bộ

catan-text-alchemist = Chơi trước khi tung xúc xắc. Chọn giá trị của xúc xắc đỏ và xúc xắc vàng (mỗi viên 1-6; tổng có thể là 7). Chỉ tung xúc xắc sự kiện và giải quyết nó trước, rồi sản xuất theo tổng của bạn. Giá trị đỏ bạn chọn được dùng cho việc rút thẻ tiến bộ.
catan-text-crane = Mua một Cải tiến thành phố rẻ hơn 1 hàng hóa (cấp 1 thành miễn phí). Hai lá Crane không bao giờ cùng giảm giá một cải tiến.
catan-text-engineer = Xây miễn phí một Tường thành theo luật thông thường của tường.
catan-text-inventor = Đổi chỗ hai số trên bàn; không số nào được là 2, 12, 6 hay 8. Bạn không cần có công trình gần chúng; Tên cướp vẫn ở nguyên chỗ.
catan-text-irrigation = Lấy 2 lúa mì cho mỗi ô đồng lúa chạm ít nhất một khu định cư hoặc thành phố của bạn. Mỗi ô chỉ tính một lần; nếu ngân hàng thiếu, lấy phần còn lại.
catan-text-medicine = Nâng một khu định cư thành thành phố với 2 quặng và 1 lúa mì thay vì 3 quặng và 2 lúa mì. Mọi luật khác về thành phố vẫn áp dụng.
catan-text-mining = Lấy 2 quặng cho mỗi ô núi chạm ít nhất một khu định cư hoặc thành phố của bạn. Mỗi ô chỉ tính một lần; nếu ngân hàng thiếu, lấy phần còn lại.
catan-text-printer = 1 điểm chiến thắng. Thẻ luôn để ngửa và không bao giờ tính vào giới hạn bài trên tay.
catan-text-road_building = Xây miễn phí 2 con đường, lần lượt từng con, theo luật xây đường thông thường.
catan-text-smith = Nâng cấp miễn phí tối đa 2 hiệp sĩ của bạn, mỗi hiệp sĩ một cấp. Từ mạnh lên hùng mạnh cần Pháo đài (Chính trị cấp 3); mỗi hiệp sĩ chỉ được nâng cấp một lần mỗi lượt.
catan-text-commercial_harbor = Trong phần còn lại của lượt, mỗi đối thủ một lần, bạn có thể đưa đối thủ đó 1 tài nguyên trên tay; họ phải đưa lại bạn 1 hàng hóa tùy họ chọn. Nếu họ không có hàng hóa, bạn giữ lá bài của mình.
catan-text-master_merchant = Chọn một đối thủ có nhiều điểm hơn bạn. Xem tài nguyên và hàng hóa của họ và lấy 2 lá tùy chọn (lấy hết nếu họ có ít hơn).
catan-text-merchant = Đặt Thương nhân lên một ô đất liền chạm một khu định cư hoặc thành phố của bạn. Khi nó còn là của bạn, bạn đổi tài nguyên của ô đó với ngân hàng theo tỷ lệ 2:1 và được 1 điểm. Một lá Merchant chơi sau đó, bởi bất kỳ ai, sẽ dời nó đi và lấy cả hai.
catan-text-merchant_fleet = Chọn một loại tài nguyên hoặc hàng hóa. Đến hết lượt của bạn, đổi loại đó với ngân hàng theo tỷ lệ 2:1, lấy bất kỳ tài nguyên hay hàng hóa nào, bao nhiêu lần cũng được.
catan-text-resource_monopoly = Chọn một loại tài nguyên. Mỗi người chơi khác đưa bạn 2 lá loại đó (1 lá nếu họ chỉ có 1).
catan-text-trade_monopoly = Chọn một loại hàng hóa. Mỗi người chơi khác đưa bạn 1 lá loại đó, nếu họ có.
catan-text-bishop = Chỉ sau lần tấn công đầu tiên của người man rợ. Di chuyển Tên cướp sang ô khác, rồi cướp ngẫu nhiên 1 lá của mỗi đối thủ có khu định cư hoặc thành phố chạm ô đó.
catan-text-constitution = 1 điểm chiến thắng. Thẻ luôn để ngửa và không bao giờ tính vào giới hạn bài trên tay.
catan-text-deserter = Chọn một đối thủ có hiệp sĩ trên bàn: họ bỏ một hiệp sĩ của mình. Sau đó bạn có thể đặt miễn phí một hiệp sĩ của bạn cùng sức mạnh (hoặc yếu hơn, nếu không còn quân), với trạng thái hoạt động hay không như hiệp sĩ bị bỏ.
catan-text-diplomat = Gỡ một con đường hở của bất kỳ người chơi nào (một đầu không nối với đường, công trình hay hiệp sĩ nào khác của chủ nó). Nếu đó là đường của bạn, bạn có thể xây ngay miễn phí một con đường ở chỗ khác. Không được để hiệp sĩ nào bị tách khỏi đường.
catan-text-intrigue = Đẩy đi một hiệp sĩ của đối thủ đứng trên giao điểm chạm một con đường của bạn; bạn không cần có hiệp sĩ. Chủ của nó dời nó dọc các con đường của họ, hoặc nó bị gỡ khỏi bàn.
catan-text-saboteur = Mỗi người chơi khác có số điểm bằng hoặc hơn bạn bỏ một nửa (làm tròn xuống) số tài nguyên và hàng hóa của họ, tùy họ chọn.
catan-text-spy = Chọn một đối thủ. Xem thẻ tiến bộ của họ và lấy 1 lá.
catan-text-warlord = Kích hoạt miễn phí tất cả hiệp sĩ của bạn. Hiệp sĩ được kích hoạt theo cách này không thể hành động trong lượt này.
catan-text-wedding = Mỗi người chơi có nhiều điểm hơn bạn đưa bạn 2 tài nguyên hoặc hàng hóa tùy họ chọn (đưa hết nếu họ có ít hơn 2).
catan-summary-alchemist = Trước khi tung: chọn xúc xắc đỏ và vàng
catan-summary-crane = Cải tiến thành phố tiếp theo rẻ hơn 1 hàng hóa
catan-summary-engineer = Xây miễn phí một Tường thành
catan-summary-inventor = Đổi chỗ hai số (trừ 2, 6, 8 và 12)
catan-summary-irrigation = Lấy 2 lúa mì cho mỗi ô đồng lúa chạm công trình của bạn
catan-summary-medicine = Nâng khu định cư thành thành phố với 2 quặng và 1 lúa mì
catan-summary-mining = Lấy 2 quặng cho mỗi ô núi chạm công trình của bạn
catan-summary-printer = 1 điểm, lật ngửa ngay
catan-summary-road_building = Xây miễn phí 2 con đường
catan-summary-smith = Nâng cấp miễn phí tối đa 2 hiệp sĩ
catan-summary-commercial_harbor = Lượt này: đổi 1 tài nguyên lấy 1 hàng hóa với mỗi đối thủ
catan-summary-master_merchant = Lấy 2 lá tùy chọn của một người nhiều điểm hơn bạn
catan-summary-merchant = Đặt Thương nhân: 2:1 cho tài nguyên của ô đó và 1 điểm
catan-summary-merchant_fleet = Lượt này: đổi một loại đã chọn với ngân hàng theo 2:1
catan-summary-resource_monopoly = Chọn một tài nguyên: mỗi người khác đưa bạn 2 lá
catan-summary-trade_monopoly = Chọn một hàng hóa: mỗi người khác đưa bạn 1 lá
catan-summary-bishop = Sau lần tấn công đầu: dời Tên cướp, cướp 1 lá của mỗi người ở đó
catan-summary-constitution = 1 điểm, lật ngửa ngay
catan-summary-deserter = Đối thủ bỏ một hiệp sĩ; bạn đặt miễn phí một hiệp sĩ
catan-summary-diplomat = Gỡ một đường hở; xây lại miễn phí nếu là của bạn
catan-summary-intrigue = Đẩy đi hiệp sĩ đối thủ trên đường của bạn
catan-summary-saboteur = Người có điểm bằng hoặc hơn bạn bỏ một nửa số bài
catan-summary-spy = Xem thẻ tiến bộ của một đối thủ và lấy 1 lá
catan-summary-warlord = Kích hoạt miễn phí tất cả hiệp sĩ của bạn
catan-summary-wedding = Mỗi người nhiều điểm hơn bạn đưa bạn 2 lá

## quân cờ, sự kiện và thẻ đặc biệt

catan-card-name-metropolis = Đô thị
catan-text-metropolis = Mỗi nhánh một Đô thị. Người đầu tiên lên cấp 4 lấy nó, người đầu tiên lên cấp 5 giữ nó vĩnh viễn. Nó đặt trên một thành phố: +2 điểm (thành phố đó đáng 4), và thành phố đó không thể bị cướp phá.
catan-summary-metropolis = +2 điểm trên một thành phố: ai lên cấp 4 trước thì lấy, ai lên cấp 5 trước thì giữ luôn
catan-card-name-merchant_piece = Thương nhân
catan-text-merchant_piece = Một quân dùng chung, chỉ thẻ Merchant mới dời được. Người giữ nó có 1 điểm và đổi tài nguyên của ô nó đứng với ngân hàng theo tỷ lệ 2:1. Tên cướp không ảnh hưởng đến nó; ở sa mạc nó cho điểm nhưng không cho tỷ lệ đổi.
catan-summary-merchant_piece = Người giữ: 1 điểm và đổi 2:1 với ngân hàng tài nguyên của ô đó
catan-card-name-barbarians = Người man rợ
catan-text-barbarians = Mỗi lần xúc xắc sự kiện ra tàu, tàu man rợ tiến một bước; đến bước thứ 7 chúng tấn công. Sức mạnh man rợ là số thành phố trên bàn; sức mạnh hiệp sĩ là tổng các hiệp sĩ đang hoạt động. Nếu hiệp sĩ yếu hơn, trong số những người có thành phố không mang Đô thị, mỗi người có sức mạnh thấp nhất mất một thành phố (nó thành khu định cư, tường thành bị gỡ). Nếu hiệp sĩ thắng: khi chỉ một người có sức mạnh cao nhất, người đó nhận một thẻ Người bảo vệ Catan; khi hòa, mỗi người hòa rút một thẻ tiến bộ. Sau đó mọi hiệp sĩ thôi hoạt động; lần tấn công đầu tiên giải phóng Tên cướp.
catan-summary-barbarians = Tấn công ở bước tàu thứ 7: số thành phố trên bàn đấu với hiệp sĩ đang hoạt động
catan-card-name-city_wall = Tường thành
catan-text-city_wall = Giá 2 gạch. Xây dưới một thành phố của bạn, tối đa 1 bức mỗi thành phố và 3 bức tổng cộng. Mỗi bức tăng giới hạn bỏ bài khi ra 7 của bạn thêm 2. Bị gỡ nếu thành phố của nó bị cướp phá.
catan-summary-city_wall = Giá 2 gạch. Dưới một thành phố: giới hạn bỏ bài khi ra 7 tăng thêm 2
catan-card-name-defender = Người bảo vệ Catan
catan-text-defender = 1 điểm, không bao giờ mất. Người duy nhất có tổng sức mạnh hiệp sĩ đang hoạt động cao nhất nhận thẻ này khi Catan đánh bại người man rợ.
catan-summary-defender = 1 điểm: cho người duy nhất mạnh nhất khi đánh bại người man rợ
catan-card-name-longest_road = Con đường dài nhất
catan-text-longest_road = 2 điểm. Người đầu tiên có một tuyến ít nhất 5 con đường nhận thẻ này; người khác chỉ lấy được khi có tuyến dài hơn hẳn. Công trình (và hiệp sĩ) của đối thủ cắt đứt tuyến đường.
catan-summary-longest_road = 2 điểm: tuyến đường dài nhất, ít nhất 5 con đường
catan-card-name-largest_army = Đạo quân lớn nhất
catan-text-largest_army = 2 điểm. Người đầu tiên đã chơi 3 thẻ Knight nhận thẻ này; người khác chỉ lấy được khi chơi nhiều Knight hơn hẳn.
catan-summary-largest_army = 2 điểm: chơi nhiều thẻ Knight nhất, ít nhất 3
