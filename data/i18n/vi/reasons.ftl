# Vì sao bot (hay /hint) chọn nước đi: vài chữ sau nước đi.

## wonders.reason
wonders-reason-cheapest_pay = cách trả rẻ nhất
wonders-reason-pay_nothing = bạn không mất gì
wonders-reason-wonder = giai đoạn tiếp theo của Kỳ quan đáng giá hơn dùng thẻ này vào việc khác
wonders-reason-discard = không có gì đáng xây: 3 đồng lợi hơn
wonders-reason-leader = { $leader } hợp với thành phố của bạn ({ $ability })
wonders-reason-skip = không có gì đáng lấy
wonders-reason-chain = { $card } được xây miễn phí nhờ liên kết thẻ
wonders-reason-science = { $card }: điểm khoa học { $before } → { $after }
wonders-reason-shields = { $card }: khiên { $before } → { $after } (hàng xóm có tối đa { $rivals })
wonders-reason-goods = { $card }: tài nguyên bạn sẽ cần ở các Thời đại sau
wonders-reason-points = { $card }: { $n } điểm
wonders-reason-trade = { $card }: mua bán với hàng xóm rẻ hơn
wonders-reason-best = { $card } mang lại nhiều điểm nhất lúc này
wonders-reason-wonder_points = giai đoạn tiếp theo của Kỳ quan: { $n } điểm
wonders-reason-discard_forced = không thẻ nào xây được và chưa xây nổi giai đoạn Kỳ quan tiếp theo: hủy thẻ để lấy 3 đồng
wonders-reason-points_now = { $card }: { $n } điểm cuối trận nhờ các thẻ đã xây (có thể còn tăng)
wonders-reason-coins = { $card }: nhận ngay { $n } đồng

## catan.reason
catan-reason-pips = sản xuất { $n } chấm
catan-reason-robber = chặn ô tốt nhất của người dẫn đầu
catan-reason-trade_good = giao dịch này có lợi cho ta
catan-reason-trade_bad = giao dịch này có lợi cho họ hơn
catan-reason-city = một thành phố: +1 điểm chiến thắng và sản xuất gấp đôi
catan-reason-settle = một khu định cư: +1 điểm chiến thắng và thêm nguồn sản xuất
catan-reason-road = một con đường hướng tới chỗ đặt khu định cư mới
catan-reason-buy = một thẻ phát triển
catan-reason-knights = hiệp sĩ chống người man rợ
catan-reason-bank = đổi bài thừa để tiến tới công trình kế tiếp
catan-reason-offer = xin lá bài còn thiếu cho công trình kế tiếp
catan-reason-end = lượt này không có gì tốt hơn
catan-reason-improve = cải tiến { $track }
catan-reason-play = chơi { $card }
catan-reason-discard = bỏ { $kind }: công trình kế tiếp cần những lá còn lại nhiều hơn
catan-reason-steal = cướp của người chơi có nhiều thứ để mất nhất
catan-reason-trade_cannot = ta không có những lá họ xin
catan-reason-trade_near_win = họ sắp thắng và đang cần đúng những lá này
catan-reason-trade_leader = họ đang dẫn đầu: giao dịch phải có lợi cho ta hơn
catan-reason-counter = đưa ra đề nghị ngược lại: một cuộc trao đổi có lợi cho cả hai bên
catan-reason-roll_first = tung xúc xắc trước: nếu ra 7 có thể mất một nửa số bài mà thẻ đó mang lại
catan-reason-limit = giữ tối đa { $n } lá là an toàn khi ra 7: đổi bớt số bài thừa

## duel.reason
duel-reason-wins = { $how ->
        [science] thắng bằng Thống trị Khoa học
       *[military] thắng bằng Thống trị Quân sự
    }
duel-reason-blocks = { $how ->
        [science] chặn đối thủ Thống trị Khoa học
       *[military] chặn đối thủ Thống trị Quân sự
    }
duel-reason-science_pair = đủ một cặp biểu tượng khoa học: được một Mã báo Tiến trình
duel-reason-science_new = một biểu tượng khoa học mới ({ $n } trên 6)
duel-reason-military = đẩy quân cờ Xung đột về phía thủ đô đối thủ
duel-reason-production = thêm sản xuất: các thẻ sau sẽ rẻ hơn
duel-reason-points = được { $n } điểm chiến thắng
duel-reason-coins = có tiền ngay
duel-reason-guild = một Bang hội: có tiền ngay, điểm chiến thắng về sau
duel-reason-trading = mua tài nguyên rẻ hơn
duel-reason-chain = một liên kết thẻ: về sau được một thẻ miễn phí
duel-reason-politician = một Chính trị gia: hành động ở Thượng viện
duel-reason-conspirator = một Kẻ chủ mưu
duel-reason-wonder = xây { $wonder }
duel-reason-deny = giữ một thẻ mạnh khỏi tay đối thủ
duel-reason-coins_later = để dành tiền cho sau này
duel-reason-trigger = kích hoạt một Âm mưu đã chuẩn bị
duel-reason-progress = lấy Mã báo Tiến trình có ích nhất
duel-reason-pick = chọn { $wonder }
duel-reason-pick_why = chọn { $wonder }: { $why }
duel-reason-free_card = một thẻ miễn phí
duel-reason-chamber_take = giành quyền kiểm soát Phòng họp { $n }
duel-reason-chamber_break = phá thế kiểm soát Phòng họp { $n } của đối thủ
