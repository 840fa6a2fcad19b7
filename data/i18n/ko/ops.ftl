## tabula backup과 tabula restore (명령줄; bot/store/backup.py)

cli-backup-done = { $database } 데이터베이스를 { $file } 파일로 백업했어요. 봇이 도는 컴퓨터 말고 다른 곳에도 한 부 보관하세요.
cli-backup-exists = { $file } 파일이 이미 있어요. 다른 이름을 쓰거나 --force를 붙여 덮어쓰세요.
cli-backup-no_database = { $path }에 백업할 데이터베이스가 없어요. DATABASE_URL(또는 --db)을 확인하세요.
cli-backup-no_program = { $program } 프로그램이 설치되어 있지 않은데, PostgreSQL 데이터베이스에는 꼭 필요해요. PostgreSQL 클라이언트 프로그램을 설치하세요(Debian·Ubuntu: apt install postgresql-client). 서버와 메이저 버전이 같거나 더 새로워야 해요. Docker 이미지에는 이미 들어 있어요.
cli-backup-failed = 실패했고, 아무것도 바뀌지 않았어요: { $problem }
cli-restore-done = { $file } 파일을 { $database } 데이터베이스에 복원했어요. 봇을 시작하세요. 오래된 백업이라면 시작하면서 지금 형식으로 맞춰요.
cli-restore-not_found = 복원할 파일이 없어요: { $file }
cli-restore-not_a_backup = { $file } 파일은 이 종류의 데이터베이스(SQLite 또는 PostgreSQL)를 `tabula backup`으로 만든 백업이 아니거나 손상된 파일이에요. 아무것도 바뀌지 않았어요.
cli-restore-would_replace = { $target }에 이미 게임이 있어요. 봇을 멈춘 다음 --force를 붙이면 { $file }의 내용으로 바꿔요(나중에 필요할지도 모른다면 먼저 백업하세요).

## tabula sync

cli-unreachable = Discord에 연결할 수 없어서({ $problem }) 아무것도 게시하지 않았어요. 네트워크를 확인한 뒤 다시 시도하세요.
