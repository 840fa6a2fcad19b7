# Tiếng Việt (vi): every message of en/replay.ftl, with the same variables.
# "replay file" is "tệp ghi ván" (the file that records a game, "ván" as in GLOSSARY.md).

## replay

replay-too_large = Tệp này quá lớn để là tệp ghi ván: { $size } kB, trong khi tối đa là { $limit } kB.
replay-not_json = Tệp này không phải là tệp ghi ván của Tabula: nó không phải văn bản JSON.
replay-not_replay = Tệp này không phải là tệp ghi ván của Tabula.
replay-version = Tệp ghi ván này được viết theo phiên bản { $version } của định dạng; Tabula đọc phiên bản { $supported }.
replay-bad_field = Tệp ghi ván này bị hỏng: mục `{ $field }` bị thiếu hoặc sai.
replay-unknown_game = Tệp ghi ván này là của một trò chơi mà Tabula không có (`{ $name }`). Các trò chơi: { $known }.
replay-bad_options = Tùy chọn trong tệp ghi ván không dùng được cho { $title }: { $reason }
replay-bad_player = Tệp ghi ván này bị hỏng: người chơi { $n } không có tên hợp lệ, hoặc có cấp độ bot mà Tabula không biết.
replay-player_count = Tệp ghi ván này có { $n } người chơi, nhưng { $title } cần { $fixed ->
    [yes] { $max }
   *[no] { $min }–{ $max }
} người chơi.
replay-too_long = Tệp ghi ván này có { $n } nước đi; Tabula chỉ kiểm tra tối đa { $max } nước.
replay-bad_move = Nước đi thứ { $n } trong tệp ghi ván không phải là nước đi: `{ $token }`.
replay-not_their_turn = Nước đi thứ { $n } trong tệp ghi ván (`{ $token }`) do { $seat } đi, nhưng lúc đó chưa đến lượt người này.
replay-illegal_move = Nước đi thứ { $n } trong tệp ghi ván, `{ $token }` của { $seat }, không hợp lệ ở thời điểm đó của ván. Luật chơi nói: { $reason }
replay-after_end = Nước đi thứ { $n } trong tệp ghi ván (`{ $token }`) nằm sau khi ván đã kết thúc.
replay-unfinished = Tệp ghi ván dừng lại sau { $n } nước đi, trước khi ván kết thúc: tệp ghi ván phải chơi ván đến hết.
replay-forged_result = Kết quả ghi trong tệp không phải là kết quả mà các nước đi của nó tạo ra.
replay-unplayable = Ván này không có tệp ghi ván: nó không kết thúc trên bàn chơi (ván kết thúc vì bỏ cuộc, hết giờ hoặc bị hủy thì không có).
replay-animation_too_large = Không thể làm ảnh động của tệp ghi ván nhỏ hơn { $limit } kB.
replay-busy = Tabula đang vẽ nhiều tệp ghi ván nhất có thể cùng lúc. Hãy thử lại sau một phút.
replay-too_slow = Việc kiểm tra tệp ghi ván này mất hơn { $limit } giây nên đã bị dừng. Không có gì bị thay đổi.
replay-draw_too_slow = Việc vẽ ảnh động của tệp ghi ván này mất hơn { $limit } giây nên đã bị dừng. Hãy thử lại sau.
replay-fetch_failed = Tabula không tải được tệp này từ Discord. Hãy thử đính kèm lại.

## /replay
replay-no_such_game = Ở đây không có ván đã kết thúc nào mang số `#{ $id }`. /history liệt kê các ván.
replay-shown = 🎞️ { $line }
    Tệp này chơi lại đúng ván đấu: gửi kèm nó với `/replay` để kiểm tra và xem lại.
replay-checked = ✅ Một bản xem lại thật của **{ $game }** ({ $players }): đã kiểm tra từng nước trong { $n } nước. { $result }
