### Các ván đã chơi, điểm xếp hạng và bảng xếp hạng (/history, /stats, /leaderboard)

## history
history-header_server = {"*"}*Các ván đã kết thúc trong máy chủ này** (mới nhất trước):
history-header_mine = {"*"}*Các ván đã kết thúc của bạn** (mới nhất trước):
history-none = Chưa có ván nào kết thúc. Ván nào kết thúc sẽ được lưu ở đây.
history-line = `#{ $id }` · { $date } · **{ $game }** · { $players } · { $result }{ $hints ->
    [0] {""}
   *[other] {" "}· { $hints } gợi ý
}
history-no_result = kết thúc mà không có kết quả
history-footer = Xem lại một ván bằng `/replay id:<số>`.

## stats
stats-none = { $user } chưa có ván nào kết thúc.
stats-header_global = {"*"}*{ $user }, ở mọi nơi**: { $games } ván, { $wins } lần thắng · trò chơi yêu thích: { $favourite } · chuỗi thắng dài nhất: { $streak } (hiện tại { $current })
stats-header_server = {"*"}*{ $user }, trong máy chủ này**: { $games } ván, { $wins } lần thắng · trò chơi yêu thích: { $favourite } · chuỗi thắng dài nhất: { $streak } (hiện tại { $current })
stats-game = • **{ $game }**: { $games } ván, { $wins } lần thắng · điểm xếp hạng { $rating } ({ $trend } qua năm ván gần nhất)
stats-unrated = chưa được xếp hạng
stats-chart_title = { $name }: điểm xếp hạng theo thời gian
stats-chart_note = sau mỗi ván được tính điểm
stats-chart_empty = Chưa có ván nào được tính điểm
stats-chart_label = { $game }: { $rating } ({ $trend })

## leaderboard
leaderboard-header_server = {"*"}*{ $game }: điểm xếp hạng cao nhất trong máy chủ này**
leaderboard-header_global = {"*"}*{ $game }: điểm xếp hạng cao nhất ở mọi nơi**
leaderboard-line = { $place }. { $user } · { $rating } · { $games } ván được tính điểm
leaderboard-none_server = Chưa ai trong máy chủ này có điểm xếp hạng ở { $game }: hãy chơi hết một ván để có.
leaderboard-none_global = Chưa ai có điểm xếp hạng ở { $game }: hãy chơi hết một ván để có.

leaderboard-chart_server = { $game }: những người giỏi nhất máy chủ này, theo thời gian
leaderboard-chart_global = { $game }: những người giỏi nhất ở mọi nơi, theo thời gian
leaderboard-chart_label = { $place }. { $name }: { $rating }

## command descriptions (Discord shows them in the user's language)
commands-history = Các ván đã kết thúc của máy chủ này (của bạn, khi nhắn riêng)
commands-stats = Số ván, số lần thắng, điểm xếp hạng và chuỗi thắng của một người chơi
commands-leaderboard = Điểm xếp hạng cao nhất của một trò chơi
commands-param_user = Thành tích của ai (để trống là của bạn)
commands-param_where = server: điểm trong máy chủ này; global: điểm của mọi người
commands-param_game_key = Trò chơi
commands-challenge = Thử thách một mình hằng ngày và hằng tuần: ai cũng bắt đầu như nhau
commands-challenge_daily = Bắt đầu (hoặc quay lại) thử thách hôm nay, trong tin nhắn riêng với Tabula
commands-challenge_weekly = Bắt đầu (hoặc quay lại) thử thách tuần này, trong tin nhắn riêng với Tabula
commands-challenge_leaderboard = Điểm cao nhất của thử thách hiện tại
commands-challenge_results = Kết quả thử thách vừa rồi: điểm cao nhất và số người tham gia
commands-param_period = daily (hằng ngày) hoặc weekly (hằng tuần)
commands-replay = Xem lại một ván đã kết thúc: ảnh động và tệp để chơi lại đúng từng nước
commands-param_replay_id = Số của ván, lấy từ /history
commands-param_replay_file = Một tệp xem lại (.json) để kiểm tra và hiển thị

## challenge notes
challenge-in_dm = 🎯 Thử thách của bạn đang chờ trong tin nhắn riêng với Tabula.
challenge-bots_moved = Các bot đã đi những nước đầu tiên.

## maintenance (tabula rebuild-ratings)
cli-rebuilt = Đã lưu thêm { $kept } ván đã kết thúc chưa được lưu; đã tính lại điểm cho { $rated } ván đã kết thúc, theo đúng thứ tự.
