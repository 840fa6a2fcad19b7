# Hướng dẫn /rules cho duel (tiếng Việt); engine theo ../shared/rules/duel.md.
# Các mục hiện ra là /rules topic:duel:<mục>; thứ tự ở đây là thứ tự hiển thị.
# Thuật ngữ theo tài liệu Agora của người chơi (GLOSSARY.md).

duel-guide-summary = Hai người chơi lấy thẻ từ một cấu trúc thẻ chung qua ba Thời đại. Đến lượt mình, bạn lấy một thẻ không bị thẻ nào khác che, rồi xây dựng nó, hủy nó để lấy Tiền, hoặc dùng nó để xây một Kỳ quan của bạn. Bạn thắng ngay lập tức nhờ Thống trị Quân sự (quân cờ Xung đột tiến vào thủ đô của đối thủ) hoặc Thống trị Khoa học (sáu biểu tượng khoa học khác nhau); nếu không, người có nhiều điểm chiến thắng nhất sau Thời đại III sẽ thắng.
duel-guide-topic-turn = Lấy một thẻ không bị che. Xây dựng nó: trả số Tiền in trên thẻ và mua mọi tài nguyên bạn còn thiếu từ Ngân hàng, mỗi đơn vị giá 2 đồng cộng thêm 1 đồng cho mỗi đơn vị tài nguyên đó mà đối thủ sản xuất (thẻ nâu và xám); một số thẻ vàng cố định giá mua ở 1 đồng. Nếu bạn có biểu tượng liên kết thẻ in trên thẻ đó, bạn xây nó miễn phí. Hoặc hủy thẻ để lấy 2 đồng, cộng 1 đồng cho mỗi thẻ vàng bạn có. Hoặc dùng thẻ để xây một Kỳ quan của bạn, trả chi phí của Kỳ quan đó. Chỉ 7 trong 8 Kỳ quan được xây. Một thẻ úp được lật ngửa khi không còn bị che.
duel-guide-topic-military = Mỗi khiên đẩy quân cờ Xung đột một ô về phía thủ đô của đối thủ. Khi quân cờ vào một vùng có mã báo Quân sự, đối thủ mất 2 hoặc 5 đồng (tối đa bằng số tiền họ có). Quân cờ tiến vào thủ đô đối thủ là bạn thắng ngay lập tức. Cuối ván, vùng quân cờ đang đứng mang lại 2, 5 hoặc 10 điểm cho người chơi được lợi thế.
duel-guide-topic-science = Hai biểu tượng khoa học giống nhau cho bạn lấy một trong các mã báo Tiến trình trên bàn. Sáu biểu tượng khác nhau là thắng ngay lập tức (mã báo Law được tính là một biểu tượng).
duel-guide-topic-ages = Một Thời đại kết thúc khi thẻ cuối cùng của nó được lấy. Người chơi có quân sự yếu hơn chọn ai đi trước ở Thời đại tiếp theo; nếu quân cờ đứng ở giữa, người lấy thẻ cuối cùng được chọn.
duel-guide-topic-scoring = Điểm từ đường Xung đột, thẻ, Bang hội, Kỳ quan, mã báo Tiến trình, và 1 điểm cho mỗi 3 đồng. Ai nhiều điểm nhất thì thắng; nếu hòa, người có nhiều điểm từ thẻ xanh dương hơn thắng, nếu vẫn hòa thì hai người cùng chia sẻ chiến thắng.
duel-guide-topic-agora = Với agora:true, các thẻ Nghị sĩ được thêm vào các bộ bài Thời đại. Chính trị gia cho bạn đặt hoặc di chuyển khối Ảnh hưởng trong sáu Phòng họp của Thượng viện; Kẻ chủ mưu cho bạn đặt một khối Ảnh hưởng hoặc rút thẻ Âm mưu. Ai có nhiều khối hơn trong một Phòng họp sẽ kiểm soát Phòng họp đó và Nghị định của nó. Chuẩn bị một Âm mưu bằng cách đặt úp một thẻ lấy từ cấu trúc dưới thẻ Âm mưu đó, rồi kích hoạt nó vào đầu một lượt sau. Kiểm soát cả sáu Phòng họp là thắng ngay lập tức (Thống trị Chính trị); cuối ván, mỗi Phòng họp bạn kiểm soát mang lại số điểm của nó.

## mỗi tùy chọn của /game new làm gì
duel-option_help-agora = Chơi với bản mở rộng Agora: Nghị sĩ, Thượng viện, Nghị định và Âm mưu

# tên các mục (tiêu đề của /rules <game>:<mục>)
duel-guide-title-turn = Một lượt chơi
duel-guide-title-military = Quân sự
duel-guide-title-science = Khoa học
duel-guide-title-ages = Ba Thời đại
duel-guide-title-scoring = Tính điểm
duel-guide-title-agora = Agora
