## duel.reason (issue 30): lý do của /hint nêu tên thẻ và những gì nó mang lại
duel-reason-build = xây { $card }: { $why }
duel-reason-build_plain = xây { $card }
duel-reason-discard_deny = hủy { $card } để đối thủ không lấy được: { $why }
duel-reason-discard_coins = hủy { $card } để lấy { $n } đồng: không có thẻ nào đáng xây
duel-reason-token = lấy { $token }: { $why }

## duel.why
duel-why-free = miễn phí nhờ liên kết thẻ
duel-why-symbol = { $n ->
        [1] biểu tượng khoa học đầu tiên
        [2] biểu tượng khoa học thứ hai
        [3] biểu tượng khoa học thứ ba
        [4] biểu tượng khoa học thứ tư
        [5] biểu tượng khoa học thứ năm
       *[other] biểu tượng khoa học thứ sáu
    }
duel-why-pair = đủ một cặp biểu tượng khoa học: được một Mã báo Tiến trình
duel-why-vp = { $n } điểm
duel-why-guild = một Bang hội: cuối ván được điểm theo thẻ của thành phố nhiều nhất
duel-why-shields = { $n } khiên đẩy về phía thủ đô đối thủ
duel-why-production = thêm sản xuất: các thẻ sau sẽ rẻ hơn
duel-why-coins = { $n } đồng
duel-why-coins_per = tiền theo số thẻ của thành phố
duel-why-trading = mua tài nguyên rẻ hơn
duel-why-chain = một liên kết thẻ: một thẻ miễn phí ở Thời đại sau
duel-why-again = chơi thêm một lượt ngay
duel-why-destroy = hủy một thẻ của đối thủ
duel-why-revive = xây miễn phí một thẻ đã bị hủy
duel-why-library = một Mã báo Tiến trình trong số bị để riêng
duel-why-opponent_loses = đối thủ mất 3 đồng
duel-why-urbanism = 4 đồng mỗi lần dùng liên kết thẻ
duel-why-architecture = mỗi Kỳ quan sau này bớt 2 tài nguyên
duel-why-economy = tiền đối thủ trả khi mua tài nguyên sẽ về tay bạn
duel-why-masonry = mỗi thẻ xanh dương sau này bớt 2 tài nguyên
duel-why-strategy = mỗi thẻ đỏ sau này cho thêm 1 khiên
duel-why-theology = mỗi Kỳ quan sau này cho chơi thêm một lượt
