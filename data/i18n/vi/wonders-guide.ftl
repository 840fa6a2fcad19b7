# Hướng dẫn /rules cho wonders (tiếng Việt); engine theo ../shared/rules/wonders.md.
# Các mục hiện ra là /rules topic:wonders:<mục>; thứ tự ở đây là thứ tự hiển thị.
# Tên thẻ (Marketplace, East/West Trading Post) giữ tiếng Anh như trên thẻ. Thuật ngữ: GLOSSARY.md.

wonders-guide-summary = Ba Thời đại chọn bài cùng lúc. Mỗi lượt, mọi người bí mật chọn một thẻ từ bài trên tay; sau đó mọi lựa chọn được lật cùng lúc: xây thẻ đó, dùng nó để xây một giai đoạn Kỳ quan, hoặc hủy nó để lấy 3 đồng. Bài trên tay được chuyền sang trái ở Thời đại I và III, sang phải ở Thời đại II, và thẻ thứ bảy của mỗi Thời đại bị hủy. Người có nhiều điểm chiến thắng nhất sau Thời đại III sẽ thắng.
wonders-guide-topic-turn = Mở “Bài trên tay & nước đi”, chọn một thẻ, rồi chọn cách dùng nó, rồi chọn cách trả. Tài nguyên đến từ các thẻ nâu, thẻ xám và Kỳ quan của bạn; tài nguyên còn thiếu được mua của hàng xóm với giá 2 đồng (1 đồng nếu có East/West Trading Post hoặc Marketplace), trả khi lượt được lật. Các cách trả rẻ nhất được liệt kê trước; “Các cách trả khác” liệt kê mọi cách, kể cả mua tài nguyên mà bạn tự sản xuất được. Nếu bạn đã xây một thẻ có liên kết tới thẻ đang chọn, bạn xây thẻ đó miễn phí. Bạn có thể rút lại lựa chọn cho đến khi người chơi cuối cùng chốt lựa chọn của mình.
wonders-guide-topic-military = Cuối mỗi Thời đại, mỗi người so số khiên với từng hàng xóm: bên mạnh hơn được 1, 3 hoặc 5 điểm (Thời đại I, II, III) và bên yếu hơn nhận một mã báo -1. Hòa thì không ai được gì.
wonders-guide-topic-science = Mỗi bộ ba biểu tượng khác nhau được 7 điểm, và mỗi loại biểu tượng được số điểm bằng bình phương số lượng của loại đó. Một biểu tượng có thể là bất kỳ loại nào trong ba loại sẽ được tính theo loại cho nhiều điểm nhất.
wonders-guide-topic-scoring = Mã báo Quân sự, 1 điểm cho mỗi 3 đồng, các giai đoạn Kỳ quan, thẻ xanh dương, điểm thưởng của thẻ vàng và thẻ tím, và khoa học. Nếu hòa, người có nhiều tiền hơn thắng.
wonders-guide-topic-leaders = Với leaders:true, mỗi người bắt đầu với 6 đồng và chọn 4 lãnh đạo theo lối chuyền bài (giữ một, chuyền phần còn lại). Đầu mỗi Thời đại, bạn tuyển dụng một lãnh đạo bằng cách trả chi phí của nó bằng tiền, dùng nó để xây một giai đoạn Kỳ quan, hoặc hủy nó để lấy 3 đồng.
wonders-guide-topic-freecity = Với 2 người chơi, một thành phố thứ ba trung lập vào bàn: Thành phố Tự do. Hai người chơi lần lượt chọn thẻ cho nó, và nó xây bất cứ khi nào có thể. Thành phố Tự do không có lãnh đạo.

## mỗi tùy chọn của /game new làm gì
wonders-option_help-leaders = Chơi với bản mở rộng Leaders.
wonders-option_help-sides = Mặt Kỳ quan: chia ngẫu nhiên, tất cả mặt A, tất cả mặt B, hoặc mỗi người chơi tự chọn.

# tên các mục (tiêu đề của /rules <game>:<mục>)
wonders-guide-title-turn = Một lượt chơi
wonders-guide-title-military = Quân sự
wonders-guide-title-science = Khoa học
wonders-guide-title-scoring = Tính điểm
wonders-guide-title-leaders = Lãnh đạo
wonders-guide-title-freecity = Thành phố Tự do
