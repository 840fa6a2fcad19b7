## tabula backup và tabula restore (dòng lệnh; bot/store/backup.py)

cli-backup-done = Đã sao lưu { $database } vào { $file }. Hãy giữ thêm một bản ở nơi khác, ngoài máy chạy bot.
cli-backup-exists = { $file } đã tồn tại: hãy chọn tên khác, hoặc thêm --force để ghi đè.
cli-backup-no_database = Không có cơ sở dữ liệu nào ở { $path } để sao lưu: hãy kiểm tra DATABASE_URL (hoặc --db).
cli-backup-no_program = Chưa cài { $program }, mà cơ sở dữ liệu PostgreSQL lại cần nó: hãy cài các chương trình máy khách của PostgreSQL (Debian và Ubuntu: apt install postgresql-client), cùng phiên bản chính với máy chủ hoặc mới hơn. Docker image đã có sẵn các chương trình này.
cli-backup-failed = Không thành công, và không có gì bị thay đổi: { $problem }
cli-restore-done = Đã khôi phục { $file } vào { $database }. Hãy khởi động bot: trong lúc khởi động, bot sẽ tự cập nhật bản sao lưu cũ lên định dạng hiện tại.
cli-restore-not_found = Không có tệp { $file } để khôi phục.
cli-restore-not_a_backup = { $file } không phải là bản sao lưu do `tabula backup` tạo cho loại cơ sở dữ liệu này (SQLite hoặc PostgreSQL), hoặc tệp đã hỏng; không có gì bị thay đổi.
cli-restore-would_replace = { $target } đã có ván chơi: hãy dừng bot, rồi thêm --force để thay chúng bằng { $file } (nếu có thể còn cần đến chúng thì hãy sao lưu trước).

## tabula sync

cli-unreachable = Không kết nối được tới Discord ({ $problem }), nên chưa có gì được công bố: hãy kiểm tra mạng rồi thử lại.

### The command surface and running the bot (issue 32): option choices, /help, the turn
### clock where Tabula may not post, and the cooldown on public reposts

## option choices (what Discord shows in a command's list; the values stay English)
choice-clock-off = không bấm giờ
choice-clock-1h = 1 giờ mỗi nước
choice-clock-12h = 12 giờ mỗi nước
choice-clock-24h = 24 giờ mỗi nước
choice-clock-72h = 3 ngày mỗi nước
choice-clock-7d = 7 ngày mỗi nước
choice-timeout-bot = bot đi thay người vắng mặt
choice-timeout-end = người vắng mặt bị xử thua
choice-notify-on = bật
choice-notify-off = tắt
choice-language_auto = tự động (ngôn ngữ của máy chủ)
choice-where-server = máy chủ này
choice-where-global = mọi nơi
choice-period-daily = thử thách hôm nay
choice-period-weekly = thử thách tuần này
choice-game-tta = Through the Ages (chơi một mình)
choice-game-duel = 7 Wonders Duel
choice-game-catan = Catan
choice-game-wonders = 7 Wonders

## /help
commands-help = Xem danh sách lệnh của Tabula
help-title = {"*"}*Các lệnh của Tabula** (bấm vào một lệnh để điền sẵn):
help-line = { $command } · { $description }
help-footer = Luật chơi và hướng dẫn của từng trò: { $rules }.

## the turn clock where Tabula may not post
clock-no_post-private = Không thể bấm giờ ở đây: trong nhóm tin nhắn hoặc tin nhắn riêng giữa mọi người, mình chỉ trả lời được lệnh chứ không đăng được lời nhắc của đồng hồ. Hãy mở ván không bấm giờ, hoặc chơi trong một máy chủ hay trong tin nhắn riêng với mình.
clock-no_post-user_install = Không thể bấm giờ ở đây: Tabula được cài vào tài khoản của bạn nhưng không phải thành viên của máy chủ này, nên không đăng được lời nhắc của đồng hồ. Hãy nhờ người điều hành thêm Tabula vào máy chủ, hoặc mở ván không bấm giờ.
clock-no_post-channel = Đồng hồ đăng lời nhắc trong kênh này, nhưng ở đây mình thiếu các quyền sau: { $missing }. Hãy nhờ người điều hành cấp quyền, hoặc mở ván không bấm giờ.
clock-no_post-thread = Đồng hồ đăng lời nhắc trong chủ đề của ván, nhưng mình thiếu các quyền sau ở đó: { $missing }. Hãy nhờ người điều hành cấp quyền, hoặc mở ván không bấm giờ.
clock-no_post-try_thread = Ở đây mình được đăng trong chủ đề: hãy mở lại ván với `thread: True` để chơi có bấm giờ trong một chủ đề của kênh này.
permission-view_channel = Xem kênh
permission-send_messages = Gửi tin nhắn
permission-send_messages_in_threads = Gửi tin nhắn trong chủ đề
permission-attach_files = Đính kèm tập tin
permission-embed_links = Nhúng liên kết
clock-undelivered = ⏸️ Đồng hồ của ván { $title } không đăng được vào kênh của ván ({ $link }): mình không còn được phép đăng ở đó. Chừng nào tin nhắn của đồng hồ chưa hiện ra được, đồng hồ sẽ không kết thúc ván và cũng không đi thay ai; hãy nhờ người điều hành cho mình đăng lại ở đó.
clock-paused_unseen = ⏸️ { $users }: đã hết giờ cho nước đi này, nhưng lời nhắc của đồng hồ không đăng được trong kênh này, nên không có nước nào được đi thay và ván vẫn tiếp tục. Đồng hồ sẽ chờ và chạy lại từ nước đi tiếp theo.

## public reposts
repost-cooldown = Nội dung này vừa được đăng ở đây; đây là một bản sao chỉ mình bạn thấy.
