# Hình của quyết định đang chờ (renderers/decision.py): một hình dọc gọn cho người chơi
# phải đi, để đọc trên điện thoại.

pictures-turn = { $who }, đến lượt bạn
pictures-waiting = { $who }: lúc này chưa có gì để chọn
pictures-over = { $who }: ván đã kết thúc
pictures-choose = Chọn: { $groups }
pictures-moves = Nước đi của bạn (số trùng với số trên nút)
pictures-more = …và { $n } nước nữa trong các menu bên dưới
pictures-hold = Bạn đang có
pictures-afford = Bạn đủ khả năng trả cho
pictures-wonders = Kỳ quan của bạn (màu xanh lá: trả được ngay)
pictures-leaders = Lãnh đạo trên tay
pictures-hand = Thẻ trên tay
pictures-count = { $what } { $n }
pictures-coins = { $n } đồng
pictures-vp = { $n } điểm
pictures-shields = { $n } khiên
pictures-makes = Sản xuất { $what }
pictures-stages = { $what }: { $n }/{ $of } giai đoạn
pictures-priced = { $what }: { $n ->
    [0] miễn phí
   *[other] { $n } đồng
}
pictures-no_cards = không có thẻ
pictures-pieces = Còn: { $roads } đường, { $settlements } khu định cư, { $cities } thành phố
pictures-buy-road = một con đường
pictures-buy-settlement = một khu định cư
pictures-buy-city = một thành phố
pictures-buy-development_card = một thẻ phát triển
pictures-buy-knight = một hiệp sĩ
pictures-buy-wall = một tường thành
pictures-ask-draft = Chọn một Kỳ quan
pictures-tta-food = Lương thực { $n } (+{ $rate })
pictures-tta-resources = Tài nguyên { $n } (+{ $rate })
pictures-tta-science = Khoa học { $n } (+{ $rate })
pictures-tta-culture = Văn hóa { $n } (+{ $rate })
pictures-tta-actions = Hành động dân sự { $ca }/{ $ca_total } · quân sự { $ma }/{ $ma_total }
pictures-tta-strength = Sức mạnh { $n }
pictures-tta-happy = Mặt cười { $n } · bất mãn { $d }
pictures-map = Nơi bạn có thể đặt: các ô có nhãn
pictures-plots = Âm mưu của bạn (tím: đã chuẩn bị)
pictures-plot = { $what }{ $state ->
    [prepared] : đã chuẩn bị
   *[other] : chưa chuẩn bị
}
pictures-more_play = …và { $n } nước nữa: gõ /play để tìm
