## tabula backup과 tabula restore (명령줄; bot/store/backup.py)

cli-backup-done = { $database } 데이터베이스를 { $file } 파일로 백업했어요. 봇이 실행되는 컴퓨터 말고 다른 곳에도 한 부 보관하세요.
cli-backup-exists = { $file } 파일이 이미 있어요. 다른 이름을 쓰거나 --force를 붙여 덮어쓰세요.
cli-backup-no_database = { $path }에 백업할 데이터베이스가 없어요. DATABASE_URL(또는 --db)을 확인하세요.
cli-backup-no_program = { $program } 프로그램이 설치되어 있지 않은데, PostgreSQL 데이터베이스에는 꼭 필요해요. PostgreSQL 클라이언트 프로그램을 설치하세요(Debian·Ubuntu: apt install postgresql-client). 서버와 메이저 버전이 같거나 더 새로워야 해요. Docker 이미지에는 이미 들어 있어요.
cli-backup-failed = 실패했고, 아무것도 바뀌지 않았어요: { $problem }
cli-restore-done = { $file } 파일을 { $database } 데이터베이스에 복원했어요. 봇을 시작하세요. 백업이 오래된 형식이면 봇이 시작하면서 지금 형식으로 맞춰요.
cli-restore-not_found = 복원할 파일이 없어요: { $file }
cli-restore-not_a_backup = { $file } 파일은 이 종류의 데이터베이스(SQLite 또는 PostgreSQL)를 `tabula backup`으로 만든 백업이 아니거나 손상된 파일이에요. 아무것도 바뀌지 않았어요.
cli-restore-would_replace = { $target }에 이미 게임이 있어요. 봇을 멈춘 다음 --force를 붙이면 기존 게임을 { $file } 파일의 내용으로 바꿔요(나중에 필요할지도 모른다면 먼저 백업하세요).

## tabula sync

cli-unreachable = Discord에 연결할 수 없어서({ $problem }) 아무것도 게시하지 않았어요. 네트워크를 확인한 뒤 다시 시도하세요.

### The command surface and running the bot (issue 32): option choices, /help, the turn
### clock where Tabula may not post, and the cooldown on public reposts

## option choices (what Discord shows in a command's list; the values stay English)
choice-clock-off = 시간 제한 없음
choice-clock-1h = 한 수에 1시간
choice-clock-12h = 한 수에 12시간
choice-clock-24h = 한 수에 24시간
choice-clock-72h = 한 수에 3일
choice-clock-7d = 한 수에 7일
choice-timeout-bot = 자리에 없는 사람 대신 봇이 두기
choice-timeout-end = 자리에 없는 사람이 패배
choice-notify-on = 켜짐
choice-notify-off = 꺼짐
choice-language_auto = 자동 (서버 언어)
choice-where-server = 이 서버
choice-where-global = 전체
choice-period-daily = 오늘의 도전
choice-period-weekly = 이번 주 도전
choice-game-tta = Through the Ages (솔로)
choice-game-duel = 7 Wonders Duel
choice-game-catan = Catan
choice-game-wonders = 7 Wonders

## /help
commands-help = Tabula 명령어 목록 보기
help-title = {"*"}*Tabula 명령어** (누르면 입력창에 채워져요):
help-line = { $command } · { $description }
help-footer = 게임별 규칙과 안내: { $rules }

## the turn clock where Tabula may not post
clock-no_post-private = 여기서는 시간 제한을 쓸 수 없어요. 그룹 DM이나 사람들끼리의 DM에서는 명령어에 답만 할 수 있고 시간 알림을 올릴 수 없거든요. 시간 제한 없이 게임을 열거나, 서버 또는 저와의 DM에서 플레이해 주세요.
clock-no_post-user_install = 여기서는 시간 제한을 쓸 수 없어요. Tabula가 계정에는 설치되어 있지만 이 서버의 멤버가 아니어서 시간 알림을 올릴 수 없어요. 관리자에게 Tabula를 서버에 추가해 달라고 하거나, 시간 제한 없이 게임을 열어 주세요.
clock-no_post-channel = 시간 알림은 이 채널에 올라가는데, 여기서 다음 권한이 없어요: { $missing }. 관리자에게 권한을 부탁하거나, 시간 제한 없이 게임을 열어 주세요.
clock-no_post-thread = 시간 알림은 게임 스레드에 올라가는데, 그곳에 필요한 다음 권한이 없어요: { $missing }. 관리자에게 권한을 부탁하거나, 시간 제한 없이 게임을 열어 주세요.
clock-no_post-try_thread = 여기서는 스레드에 글을 올릴 수 있어요. `thread: True`로 다시 게임을 열면 이 채널의 스레드에서 시간 제한을 두고 플레이할 수 있어요.
permission-view_channel = 채널 보기
permission-send_messages = 메시지 보내기
permission-send_messages_in_threads = 스레드에서 메시지 보내기
permission-attach_files = 파일 첨부
permission-embed_links = 링크 첨부
clock-undelivered = ⏸️ { $title } 게임의 시간 알림을 게임 채널({ $link })에 올리지 못했어요. 이제 그곳에 글을 올릴 권한이 없어요. 알림이 보이지 않는 동안에는 제한 시간 때문에 게임이 끝나거나 누군가 대신 수를 두는 일은 없어요. 관리자에게 다시 글을 올릴 수 있게 해 달라고 부탁해 주세요.
clock-paused_unseen = ⏸️ { $users }님, 이번 수의 제한 시간이 끝났지만 시간 알림을 이 채널에 올리지 못해서 대신 둔 수는 없고 게임은 계속돼요. 제한 시간은 멈춰 있다가 다음 수부터 다시 흘러요.

## public reposts
repost-cooldown = 방금 여기에 올라온 내용이라, 나만 볼 수 있는 사본으로 보여 드려요.
