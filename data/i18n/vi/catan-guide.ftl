# Hướng dẫn /rules cho catan (tiếng Việt); engine theo ../shared/rules/catan.md.
# Các mục hiện ra là /rules topic:catan:<mục>; thứ tự ở đây là thứ tự hiển thị.
# Thuật ngữ Thành phố & Hiệp sĩ theo tài liệu của người chơi (GLOSSARY.md); mã vị trí v/e/h và
# các giá trị tùy chọn (beginner, spiral, almanac, ...) được gõ nguyên văn nên giữ nguyên.

catan-guide-summary = Xây đường, khu định cư và thành phố trên hòn đảo. Đến lượt mình, bạn tung xúc xắc để sản xuất, rồi giao dịch và xây dựng. Người đầu tiên đạt 10 điểm chiến thắng trong lượt của chính mình sẽ thắng (13 điểm với Thành phố & Hiệp sĩ). Các vị trí trên bàn chơi được ghi mã: v là giao điểm (góc), e là cạnh đường, h là ô.
catan-guide-topic-setup = Theo thứ tự xuôi rồi ngược (từ người đầu tiên đến người cuối cùng, rồi từ người cuối cùng về người đầu tiên), mỗi người chơi đặt một khu định cư và một con đường, hai lần. Với Thành phố & Hiệp sĩ, công trình thứ hai là một thành phố. Công trình thứ hai cho bạn một lá bài từ mỗi ô xung quanh nó.
catan-guide-topic-turn = Tung xúc xắc: mỗi ô mang số đó sản xuất một lá bài cho mỗi khu định cư cạnh nó và hai lá cho mỗi thành phố, trừ khi Tên cướp đang đứng trên ô đó hoặc ngân hàng không đủ bài để trả cho mọi người. Sau đó giao dịch và xây dựng theo thứ tự tùy ý, rồi kết thúc lượt.
catan-guide-topic-seven = Khi tung ra 7, ai đang giữ hơn 7 lá bài phải bỏ một nửa số bài (làm tròn xuống), mọi người bỏ cùng lúc và bí mật. Sau đó người tung xúc xắc chuyển Tên cướp và cướp ngẫu nhiên một lá bài của một người chơi có công trình cạnh ô đó. Với Thành phố & Hiệp sĩ, Tên cướp đứng yên cho đến lần đầu người man rợ tấn công. Mỗi Tường thành nâng giới hạn bỏ bài của chủ nó thêm 2 lá (tối đa 13 với ba Tường thành).
catan-guide-topic-trade = Trong lượt của mình, bạn gửi lời mời giao dịch cho một người chơi hoặc cho mọi người; họ chấp nhận, từ chối hoặc đưa ra đề nghị ngược lại, và bạn xác nhận. Bạn có thể gửi bao nhiêu lời mời tùy thích, trừ khi bàn được tạo với trade_offers:1, 2 hoặc 3 (số lời mời được gửi mỗi lượt; giao dịch với ngân hàng và đề nghị ngược lại không tính). Ngân hàng đổi theo tỷ lệ 4:1, hoặc 3:1 và 2:1 tại các cảng của bạn.
catan-guide-topic-building = Đường: gạch và gỗ. Khu định cư: gạch, gỗ, len và lúa mì, không bao giờ sát cạnh một công trình khác. Thành phố: 2 lúa mì và 3 quặng, thay cho một khu định cư. Thẻ phát triển (bản gốc): len, lúa mì và quặng.
catan-guide-topic-points = Bản gốc: khu định cư 1 điểm, thành phố 2, Con đường dài nhất (ít nhất 5 đoạn đường) 2, Đạo quân lớn nhất (đã chơi ít nhất 3 hiệp sĩ) 2, thẻ điểm chiến thắng 1; cần 10 điểm để thắng. Thành phố & Hiệp sĩ: khu định cư 1, thành phố 2, Đô thị +2 trên thành phố của nó, Con đường dài nhất 2, mỗi thẻ Người bảo vệ Catan 1, Máy in (Printer) và Hiến pháp (Constitution) mỗi thẻ 1, kiểm soát Thương nhân 1; không có Đạo quân lớn nhất và không có thẻ phát triển; cần 13 điểm để thắng.
catan-guide-topic-ck = Với ck:true, thành phố trên ô rừng, đồng cỏ và núi còn làm ra giấy, vải và đồng xu. Xúc xắc sự kiện đưa tàu man rợ tiến lên; khi tàu cập bến, sức mạnh của mọi hiệp sĩ đang hoạt động được so với số thành phố, và nếu Catan thua, những người chơi yếu nhất mất một thành phố. Nâng Cải tiến thành phố ở ba mảng Thương mại, Chính trị và Khoa học để rút Thẻ tiến bộ và giành Đô thị.

## mỗi tùy chọn của /game new làm gì
catan-option_help-ck = Bản mở rộng Thành phố & Hiệp sĩ (cần 13 điểm chiến thắng để thắng).
catan-option_help-board = beginner: hòn đảo chính thức cho người mới. spiral: xáo địa hình và cảng, đặt các số A-R theo hình xoắn ốc chính thức bắt đầu từ một góc ngẫu nhiên (cách bày ngẫu nhiên chính thức). random: xáo địa hình và cảng, số hoàn toàn ngẫu nhiên (không bao giờ có hai số 6/8 nằm cạnh nhau).
catan-option_help-shortage = Khi ngân hàng không đủ bài để trả mọi yêu cầu về một loại tài nguyên. almanac: không ai nhận loại đó. sole_claimant: nếu chỉ một người chơi được nhận loại đó, người đó lấy phần còn lại.
catan-option_help-trade_offers = Số lời mời giao dịch mà người chơi đang đến lượt được gửi cho người khác mỗi lượt. unlimited: bao nhiêu tùy thích (luật chính thức); 1, 2 hoặc 3: giới hạn của bàn. Giao dịch với ngân hàng và đề nghị ngược lại không bao giờ được tính.

# tên các mục (tiêu đề của /rules <game>:<mục>)
catan-guide-title-setup = Chuẩn bị
catan-guide-title-turn = Một lượt chơi
catan-guide-title-seven = Khi đổ ra 7
catan-guide-title-trade = Giao thương
catan-guide-title-building = Xây dựng
catan-guide-title-points = Điểm chiến thắng
catan-guide-title-ck = Thành phố & Hiệp sĩ
