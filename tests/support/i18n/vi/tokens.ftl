# Trò chơi thử nghiệm Tokens (tests/support/tokens_game.py).

tokens-move-unbid = Rút lại giá đặt
tokens-move-bid = Đặt { $n }
tokens-move-take = Lấy { $n } thẻ
tokens-move-gift = Tặng một thẻ cho { $to }

tokens-group-unbid = Rút lại
tokens-group-bid = Đặt giá
tokens-group-take = Lấy
tokens-group-gift = Tặng

tokens-event-ready = { $seat } đã sẵn sàng.
tokens-event-unready = { $seat } rút lại giá đặt.
tokens-event-bid = { $seat } đặt { $n } (bí mật).
tokens-event-bids_revealed = Giá đặt { $bids }; { $first } đi trước.
tokens-event-take = { $seat } lấy { $n }; còn { $left }.
tokens-event-gift = { $seat } tặng { $n } cho { $to }.
tokens-event-end = Đống thẻ đã hết. Điểm { $scores }.

tokens-why-take = Bạn có thể lấy từ 1 đến { $most } thẻ.
