## tabula backup và tabula restore (dòng lệnh; bot/store/backup.py)

cli-backup-done = Đã sao lưu { $database } vào { $file }. Hãy giữ thêm một bản ở nơi khác, ngoài máy chạy bot.
cli-backup-exists = { $file } đã tồn tại: hãy chọn tên khác, hoặc thêm --force để ghi đè.
cli-backup-no_database = Không có cơ sở dữ liệu nào ở { $path } để sao lưu: hãy kiểm tra DATABASE_URL (hoặc --db).
cli-backup-no_program = Chưa cài { $program }, mà cơ sở dữ liệu PostgreSQL lại cần nó: hãy cài các chương trình máy khách của PostgreSQL (Debian và Ubuntu: apt install postgresql-client), cùng phiên bản chính với máy chủ hoặc mới hơn. Image Docker đã có sẵn chúng.
cli-backup-failed = Không thành công, và không có gì bị thay đổi: { $problem }
cli-restore-done = Đã khôi phục { $file } vào { $database }. Hãy khởi động bot: khi khởi động, nó sẽ nâng một bản sao lưu cũ lên định dạng hiện tại.
cli-restore-not_found = Không có tệp { $file } để khôi phục.
cli-restore-not_a_backup = { $file } không phải là bản sao lưu do `tabula backup` tạo cho loại cơ sở dữ liệu này (SQLite hoặc PostgreSQL), hoặc tệp đã hỏng; không có gì bị thay đổi.
cli-restore-would_replace = { $target } đã có ván chơi: hãy dừng bot, rồi thêm --force để thay chúng bằng { $file } (nếu có thể còn cần đến chúng thì hãy sao lưu trước).

## tabula sync

cli-unreachable = Không kết nối được tới Discord ({ $problem }), nên chưa có gì được công bố: hãy kiểm tra mạng rồi thử lại.
