# 한국어 (ko): every message of en/bot.ftl, with the same variables.
# Style: 해요체 for every sentence; buttons, menus, labels and command descriptions are noun
# phrases (…하기, …추가), as Discord's own Korean interface writes them.
# Korean has one plural form (CLDR "other"), so counts need no selector; a selector on an exact
# number ([0]) is kept only where the wording changes.
# Names: a player's name is followed by 님 (alice님이, Bot 1님의), which reads politely and
# takes the same particle whatever the name ends with. Terms: see GLOSSARY.md.

players-range = { $fixed ->
    [yes] { $max }명
   *[no] { $min }–{ $max }명
}

## reply

reply-error = ⚠️ { $message }
reply-unexpected = ⚠️ 저희 쪽에서 문제가 생겼어요. 게임은 안전하니 잠시 후 다시 시도해 주세요.
reply-posted = 채널에 올렸어요.

## error

error-no_game = 이 채널에는 진행 중인 게임이 없어요. /game new로 새 게임을 시작하세요.
error-not_started = 아직 게임이 시작되지 않았어요. 모두 참가하면 /game start를 사용하세요.
error-already_started = 게임이 이미 시작됐어요.
error-already_seated = 이미 이 테이블에 앉아 있어요.
error-not_seated = 이 게임의 플레이어가 아니에요.
error-table_full = 테이블이 꽉 찼어요(최대 { $max }명).
error-leave_started = 게임이 이미 시작됐어요. 자리를 포기하려면 /game resign을 사용하세요.
error-channel_busy = 이 채널에는 이미 게임이 있어요. 먼저 게임을 끝내거나 /game abandon으로 중단하세요.
error-player_count = 이 게임은 { $fixed ->
    [yes] { $max }명
   *[no] { $min }–{ $max }명
}이 필요한데, 테이블에는 { $n }명이 있어요.
error-too_many_bots = { $max ->
    [0] 이 게임에는 봇이 앉을 자리가 없어요.
   *[other] 이 게임에는 봇을 최대 { $max }명까지 추가할 수 있어요.
}
error-stale = 다른 플레이어가 먼저 수를 둬서 보드가 바뀌었어요. 최신 보드를 보고 다시 시도해 주세요.
error-stale_board = 이 보드는 지난 보드예요. 그 뒤로 누군가 수를 뒀어요. 최신 보드나 /board를 사용하세요.
error-table_busy = 테이블에서 다른 요청을 처리하고 있어요. 잠시 후 다시 시도해 주세요.
error-game_over = 게임이 끝났어요.
error-not_creator = 게임을 만든 플레이어(또는 관리자)만 게임을 중단할 수 있어요.
error-option_syntax = `{ $text }`: 옵션이 아니에요. 이름:값 형식으로 쓰세요. 예: agora:true
error-unknown_game = 이름이 `{ $name }`인 게임은 없어요. 게임 목록: { $known }.
error-unknown_option = 알 수 없는 옵션이에요: `{ $name }` (이 게임의 옵션: { $known }).
error-bad_option = `{ $name }`의 값은 다음 중 하나여야 해요: { $choices }.
error-settings_dm = 설정은 서버마다 있어요. DM에서는 Tabula가 사용자의 언어로 말해요.
error-settings_moderator = 관리자(서버 관리하기 또는 채널 관리하기 권한)만 서버 설정을 바꿀 수 있어요.
error-bad_language = `{ $language }`: 지원하는 언어가 아니에요. 지원 언어: { $known }.
error-not_your_turn = 지금은 차례가 아니에요.
error-illegal_action = 지금은 `{ $token }` 수를 둘 수 없어요.
error-invalid_action = `{ $text }`: 지금 둘 수 있는 수가 아니에요.
error-ambiguous = `{ $text }`: { $options } 중 무엇인지 알 수 없어요. 더 구체적으로 입력해 주세요.
error-bad_number = `{ $text }`: 봇 수로 쓸 수 없어요. 0 이상의 정수로 입력하세요.
error-unknown_topic = { $game } 안내에 `{ $topic }` 항목이 없어요. 항목: { $topics }.
error-unknown_control = 이 버튼(메뉴)은 더 이상 쓸 수 없어요.
error-bad_level = `{ $level }`: 봇 난이도가 아니에요. 난이도: { $levels }.
error-not_host = 테이블을 연 방장이나 관리자만 할 수 있어요.
error-options_started = 게임이 시작돼서 옵션을 더 이상 바꿀 수 없어요.
error-hint_alone = 힌트는 테이블에 혼자 앉아 봇과 플레이하는 게임에서만 쓸 수 있어요.
error-undo_nothing = 무를 수 있는 수가 없어요.
error-undo_moved_since = 마지막으로 둔 수 다음에 { $name }님이 수를 둬서 더 이상 무를 수 없어요.
error-undo_not_yours = 마지막 수는 { $name }님이 둔 수예요. 직접 둔 마지막 수만 무를 수 있어요.
error-undo_revealed = 그 수로 새로운 정보(주사위, 뽑거나 뒤집은 카드, 비밀)가 드러나서 무를 수 없어요.
error-undo_cannot = 그 뒤에 다른 수가 있어서 지금은 무를 수 없어요.
error-undo_clock = 자리를 비운 사이에 시계가 대신 둔 수라서 그대로 남고, 무를 수 없어요.
error-undo_old_button = 예전에 둔 수의 무르기 버튼이에요. 마지막 수를 무르려면 /undo를 사용하세요.
error-bad_clock = `{ $clock }`: 제한 시간 설정이 아니에요. 설정: { $clocks }.
error-bad_timeout = `{ $timeout }`: 시간 초과 규칙이 아니에요. 다음 중에서 고르세요: { $timeouts }.
error-bad_duration = `{ $text }`: 시간 형식이 아니에요. 30m, 13h, 2d처럼 쓰세요.
error-sub_not_yours = 자리는 그 자리의 플레이어 본인이나 관리자만 다른 사람에게 넘길 수 있어요.
error-sub_bot = 자리는 사람에게만 넘길 수 있어요. 봇에게 넘기려면 관리자가 /game kick을 사용하세요.
error-user_not_seated = { $user }님은 이 게임의 플레이어가 아니에요.
error-sub_seated = { $user }님은 이미 이 테이블에 자리가 있어요.
error-kick_moderator = 관리자(서버 관리하기 또는 메시지 관리하기 권한)만 플레이어의 자리를 봇에게 넘길 수 있어요.
error-kick_last = 테이블에 남은 마지막 사람이에요. 대신 /game abandon으로 게임을 끝내세요.

## seat

seat-default = 자리 { $n }
seat-bot = 봇 { $n }
seat-bot_level = { $name } ({ $level })

## level

level-random = 무작위
level-easy = 쉬움
level-medium = 보통
level-hard = 어려움

## hint

hint-suggestion = 💡 어려움 난이도 봇이라면 이렇게 둬요: **{ $move }** (`{ $token }`).
hint-reason = 이유: { $reason }.
hint-counted = 이 게임에서 쓴 힌트: { $n }번.

## game

game-started = { $title } 게임을 시작해요!
game-resigned = { $name }님이 기권했어요. 게임이 끝났어요.
game-resigned_bot = { $name }님이 기권했어요. 봇이 그 자리를 이어받아요.
game-abandoned = 게임이 중단됐어요. /game new로 새 게임을 시작하세요.

## clock

clock-lobby = ⏱️ 제한 시간: 한 수에 { $clock }. 시간이 다 되면 { $rule }.
clock-rule_bot = 봇이 대신 수를 둬요
clock-rule_end = 게임이 끝나고 자리에 없는 플레이어가 져요
clock-half = ⏰ { $users }님, 이번 수의 제한 시간이 절반 지났어요({ $left } 남음).
clock-tenth = ⏰ { $users }님, 수를 둘 시간이 { $left }밖에 안 남았어요!
clock-paused = ⏸️ { $users }님, 이번 수의 제한 시간이 끝났어요. 이 게임에는 대신 둘 봇이 없어서 아무 수도 두지 않았어요. 시계는 멈춰 있다가 다음 수를 두면 다시 시작해요.
clock-played = ⏰ 시간이 다 되어 { $user }님 대신 수를 뒀어요.
clock-handed_over = { $user }님이 { $n ->
    [1] 수를 두지 못해서
   *[other] { $n }번 연속으로 수를 두지 못해서
} 봇이 자리를 이어받아요. { $user }님, 자리를 되찾으려면 /game join을 사용하세요.
clock-timeout_end = ⏰ { $user }님의 시간이 다 됐어요. 게임이 끝났고 { $user }님이 졌어요.

## seats

seats-back = { $user }님이 자리를 되찾았어요.
seats-sub = { $old }님이 { $new }님에게 자리를 넘겼어요.
seats-kick = 관리자가 { $user }님의 자리를 봇에게 넘겼어요.

## notify

notify-on = 🔔 어느 게임이든 차례가 되면 DM으로 알려 드려요(그만 받으려면 /notify off).
notify-off = 🔕 이제 차례 알림 DM을 보내지 않아요.
notify-hello = 🔔 Tabula의 차례 알림이 여기로 와요.
notify-turn = 🎲 **{ $title }**에서 차례가 왔어요: { $link }
notify-reminder = ⏰ **{ $title }**에서 수를 둘 시간이 { $left } 남았어요: { $link }
notify-dm_closed = DM이 닫혀 있어서 DM을 보내지 못했어요. 차례 알림과 남은 시간 알림은 게임 채널에만 표시돼요.

## mygames

mygames-header = {"*"}*내 게임** (나를 기다리는 게임부터):
mygames-none = 참가 중인 게임이 없어요. /game new로 새 게임을 시작하세요.
mygames-yours = • ➡️ **{ $title }**: 내 차례, { $time } 전부터 대기 중{ $left } · { $link }
mygames-theirs = • **{ $title }**: { $names } 차례, { $time } 전부터 대기 중 · { $link }
mygames-lobby = • **{ $title }**: 플레이어 모집 중 · { $link }
mygames-left = {" "}(내 제한 시간 { $time } 남음)

## duration

duration-days = { $n }일
duration-hours = { $n }시간
duration-minutes = { $n }분
duration-moment = 잠시

## lobby

lobby-created = { $user }님이 **{ $title }** 테이블을 열었어요.
lobby-joined = { $user }님이 테이블에 참가했어요.
lobby-left = { $user }님이 테이블에서 나갔어요.
lobby-waiting = 플레이어를 기다리는 중이에요.
lobby-body =
    {"*"}*{ $title }** · { $n }명 참가 ({ $players }) · 옵션: { $options }
    { $seats }
    참가는 /game join, 시작은 /game start로 하세요.
lobby-no_options = 없음
lobby-seat_user = { $n }. { $user }
lobby-seat_bot = { $n }. 🤖 { $name }

## table

table-join = 참가
table-leave = 나가기
table-start = 시작
table-add_bot = 봇 추가…
table-bot_level = 봇 ({ $level })
table-bot_added = { $level } 난이도 봇이 자리에 앉았어요.
table-option_set = { $user }님이 옵션을 바꿨어요.
table-option_menu = { $option }: { $value }
table-option_choice = { $option }: { $value }
table-more_options = 옵션 더 보기…
table-on = 켜짐
table-off = 꺼짐
table-started = 게임이 시작됐어요. 아래 보드를 보세요.
table-board_updated = 내 수가 보드에 반영됐어요: { $link }
table-thread_name = { $title } · { $user }
table-thread_opened = { $user }님이 { $thread }에 **{ $title }** 테이블을 열었어요.
table-thread_not_here = (스레드는 서버의 텍스트 채널에서만 열 수 있어서 여기서 게임을 진행해요.)
table-thread_failed = (여기서는 스레드를 열 수 없어서 이 채널에서 게임을 진행해요.)

## table.option.duel

table-option-duel-agora = 아고라

## table.option.wonders

table-option-wonders-leaders = 리더스
table-option-wonders-sides = 불가사의 면

## table.option.catan

table-option-catan-ck = 도시와 기사
table-option-catan-board = 보드
table-option-catan-shortage = 자원 부족 규칙
table-option-catan-trade_offers = 차례당 거래 제안 수

## table.option.tta

table-option-tta-variant = 변형 규칙
table-option-tta-optional = 선택 규칙

## table.value.wonders.sides

table-value-wonders-sides-random = 무작위
table-value-wonders-sides-a = A (낮)
table-value-wonders-sides-b = B (밤)
table-value-wonders-sides-choice = 플레이어마다 선택

## table.value.catan.board

table-value-catan-board-beginner = 입문용
table-value-catan-board-spiral = 나선형
table-value-catan-board-random = 무작위

## table.value.catan.shortage

table-value-catan-shortage-almanac = 규칙서(Almanac)대로
table-value-catan-shortage-sole_claimant = 한 명이면 남은 만큼 지급

## table.value.catan.trade_offers

table-value-catan-trade_offers-unlimited = 무제한

## table.value.tta.variant

table-value-tta-variant-dummy = 더미 플레이어
table-value-tta-variant-barbarians = 야만인과의 투쟁

## table.value.tta.optional

table-value-tta-optional-none = 없음
table-value-tta-optional-all = 모두

## board

board-header = {"*"}*{ $title }** · 보드 #{ $version }
board-more_lines = … 이전 기록 { $n }줄 더 있음(/log 참고)
board-your_turn = ➡️ { $users }님 차례예요. 버튼, /play 또는 “내 손패와 수”를 사용하세요.
board-waiting_bots = 봇의 차례를 기다리는 중이에요.
board-players =
    자리:
    { $seats }
board-game_over = 🏁 게임 종료. 승자: **{ $winners }**. 점수: { $scores } ({ $reason }).
board-game_over_lost = 🏁 게임 종료. 아무도 이기지 못했어요. 점수: { $scores } ({ $reason }).
board-ended = 게임 종료: { $headline }
board-abandoned = 중단된 게임

## result

result-header = 🏁 **게임 종료.** { $headline }
result-winner = 🏆 **{ $winners }님** 승리! ({ $how })
result-winners = 🏆 **{ $winners }님** 공동 승리! ({ $how })
result-nobody = 승리한 플레이어가 없어요. ({ $how })
result-and = {"님, "}
result-seat = • { $who }: **{ $total }점** ({ $parts })
result-seat_won = • 🏆 { $who }: **{ $total }점** ({ $parts })
result-seat_plain = • { $who }
result-seat_won_plain = • 🏆 { $who }
result-seat_total = • { $who }: **{ $total }점**
result-seat_won_total = • 🏆 { $who }: **{ $total }점**
result-item = { $label } { $n }
result-sep = {" "}·{" "}
result-title = 최종 결과
result-total = 합계

## result.plain

result-plain-winner = { $winners }님 승리 ({ $how })
result-plain-winners = { $winners }님 공동 승리 ({ $how })
result-plain-nobody = 승리한 플레이어 없음 ({ $how })

## result.cause

result-cause-military = 군사 우위: 분쟁 말이 상대 수도에 도달
result-cause-science = 과학 우위: 서로 다른 과학 상징 6개 수집
result-cause-political = 정치 우위: 원로원의 회의장 6곳을 모두 장악
result-cause-points = 최고 점수
result-cause-tie_blue = { $score }점 동점, 민간(파란색) 건물 점수({ $blue }점)로 동점 판정
result-cause-tie_coins = { $score }점 동점, 금고의 동전({ $coins }개)으로 동점 판정
result-cause-shared = { $score }점 동점, 동점 판정도 같음
result-cause-target = 자기 차례에 승점 { $target }점 달성
result-cause-culture_target = 야만인을 막아 내고 문화 목표 { $target }점 달성(문화 { $culture }점)
result-cause-culture_short = 야만인은 막아 냈지만 문화 { $culture }점으로 목표 { $target }점에는 못 미침
result-cause-beat_dummy = 문화 { $culture }점 대 더미 플레이어 { $dummy }점
result-cause-lost_dummy = 더미 플레이어의 문화 점수가 더 높음({ $dummy } 대 { $culture })
result-cause-tied_dummy = 더미 플레이어와 문화 { $culture }점 동점: 승리가 아닌 무승부
result-cause-overrun = 야만인에게 압도당함: 군사력 { $strength } 대 { $barbarians }
result-cause-resignation = { $name }님의 기권
result-cause-timeout = { $name }님의 시간 초과

## result.category

result-category-timeout = 시간 초과
result-category-military = 군사
result-category-guilds = 길드
result-category-science = 과학

## result.category.duel

result-category-duel-blue = 민간 (파란색)
result-category-duel-green = 과학 (초록색)
result-category-duel-yellow = 상업 (노란색)
result-category-duel-wonders = 불가사의
result-category-duel-progress = 발전 토큰
result-category-duel-coins = 금고
result-category-duel-senate = 원로원

## result.category.wonders

result-category-wonders-military = 군사 충돌
result-category-wonders-treasury = 금고
result-category-wonders-wonder = 불가사의 단계
result-category-wonders-civilian = 민간
result-category-wonders-commerce = 상업
result-category-wonders-leaders = 리더

## result.category.catan

result-category-catan-settlements = 개척지
result-category-catan-cities = 도시
result-category-catan-longest_road = 최장 교역로
result-category-catan-largest_army = 최강 기사단
result-category-catan-vp_cards = 승점 카드
result-category-catan-metropolises = 대도시
result-category-catan-defender = 카탄의 수호자
result-category-catan-progress_cards = 진보 카드
result-category-catan-merchant = 상인

## result.category.tta

result-category-tta-during_play = 게임 중 얻은 문화
result-category-tta-age3_events = 3시대 이벤트
result-category-tta-possible_events = 가능한 이벤트
result-category-tta-bill_gates = 빌 게이츠
result-category-tta-rule47_lead = 군사력 차이
result-category-tta-rule47_barbarians = 야만인 군사력
result-category-tta-rule47_swap = 이벤트 교체

## hand

hand-header = 내 자리: { $seat } ({ $name })
hand-moves = 둘 수 있는 수가 { $n }개 있어요. 아래에서 고르거나 /play를 사용하세요.
hand-more_moves = 목록에 없는 수가 { $n }개 더 있어요. /play를 입력해 찾아보세요.
hand-no_moves = 지금 두어야 할 수는 없어요.
hand-over = 게임이 끝났어요. 게임이 끝났을 때의 손패예요. 어떻게 진행됐는지는 /log에서 볼 수 있어요.

## list

list-header = {"*"}*플레이할 수 있는 게임** (/game new로 시작):
list-game = • `{ $key }`: { $title }, { $players }, 옵션: { $options }
list-mine = {"*"}*진행 중인 내 게임:**
list-mine_game = • { $channel }: `{ $key }` ({ $status })
list-status_lobby = 플레이어 모집 중
list-status_active = 진행 중
list-status_finished = 끝남
list-status_abandoned = 중단됨

## log

log-header = {"*"}*게임 기록** (최근 수)
log-empty = 아직 아무 일도 없었어요.
log-clock_move = 시간이 다 되어 { $name }님 대신 수를 뒀어요.
log-clock_bot = { $name }님이 수를 두지 못해 자리가 봇에게 넘어갔어요.
log-clock_end = { $name }님의 시간이 다 되어 게임이 끝났어요.
log-back = { $name }님이 자리를 되찾았어요.
log-sub = { $old }님이 { $new }님에게 자리를 넘겼어요.
log-kick = 관리자가 { $name }님의 자리를 봇에게 넘겼어요.
log-line = { $seq }. { $line }
log-undo = ↩️ { $name }님이 { $n }번 줄의 수를 물렀어요.
log-undone = { $line } (무른 수)

## undo

undo-done = ↩️ { $name }님이 마지막 수를 물렀어요.
undo-offer = ↩️ 다른 사람이 수를 두기 전까지 이 수를 무를 수 있어요: **무르기** 또는 /undo.
undo-private_done = ↩️ 마지막 수를 물렀어요.
undo-button = 무르기

## rules

rules-index = 규칙을 볼 수 있는 게임: { $games }. /rules topic:<게임>을 사용하세요.
rules-game = {"*"}*{ $title }**: { $players }.
rules-option = • `{ $name }` ({ $choices }, 기본값 { $default }): { $help }
rules-topics = 더 보기: { $topics } (/rules topic:<항목> 사용)
rules-topic =
    {"*"}*{ $title }: { $topic }**
    { $text }

## ui

ui-my_hand = 내 손패와 수
ui-choose_move = 둘 수를 고르세요…
ui-menu = { $group }…
ui-menu_part = { $group } ({ $n })…
ui-more_moves = 여기에 다 표시할 수 없을 만큼 수가 많아요. /play로 모두 찾아보세요.

## console

console-banner = Tabula 콘솔이에요. `<사용자>: <명령>` 형식으로 입력하세요. 예: `alice: /game new tokens`. 끝내려면 Ctrl-D.
console-unknown_command = 알 수 없는 명령이에요: `{ $name }`. 명령: { $commands }.
console-bad_line = `<사용자>: <명령>` 형식으로 입력하세요.
console-saved_image = {"["}보드를 { $path }에 저장했어요]
console-choices = 둘 수 있는 수: { $choices }
console-mention = @{ $name }
console-only_you = (나만 보임)
console-waited = ⏳ { $time } 후.
console-dm = (@{ $name }님에게 DM)

## cli

cli-no_token = DISCORD_TOKEN이 설정되지 않았어요. 환경 변수나 .env에 넣거나(.env.example 참고) `tabula console`을 사용해 보세요.
cli-bad_setting = 설정 하나가 잘못되어 Tabula를 시작하지 않았어요: { $problem }

## commands

commands-game = 이 채널의 게임 만들기, 참가하기, 관리하기
commands-game_new = 이 채널에서 새 게임 열기
commands-game_join = 이 채널에서 기다리는 게임에 참가하기
commands-game_leave = 게임이 시작되기 전에 테이블에서 나가기
commands-game_start = 앉아 있는 플레이어들로 게임 시작하기
commands-game_status = 이 채널의 게임 상태 보기
commands-game_resign = 자리 포기하기(다른 플레이어들이 계속하면 봇이 이어받음)
commands-game_abandon = 결과 없이 이 채널의 게임 끝내기
commands-game_list = 플레이할 수 있는 게임과 진행 중인 내 게임 보기
commands-play = 이 채널의 게임에서 수 두기
commands-hand = 내 손패와 둘 수 있는 수 보기(나만 보임)
commands-param_spots = 보드의 모든 지점에 id 표시(카탄의 교차점, 길, 타일)
commands-board = 현재 보드 올리기
commands-log = 최근 수 보기(나만 보임)
commands-rules = 게임 규칙과 옵션 읽기
commands-param_game = 플레이할 게임
commands-param_options = 이름:값 형식의 옵션, 예: agora:true
commands-param_bots = 앉힐 봇 플레이어 수
commands-param_level = 봇의 실력(기본값: 보통)
commands-param_thread = 이 채널의 새 스레드에서 플레이(기본값: 스레드를 열 수 있는 곳에서는 켜짐)
commands-hint = 가장 강한 봇에게 추천 수 묻기(봇을 상대로 혼자 플레이할 때만)
commands-param_action = 내 수: 입력을 시작하면 둘 수 있는 수가 보여요
commands-param_topic = 게임 키, 예: duel
commands-undo = 마지막 수 무르기(그 뒤에 아무도 수를 두지 않았고 드러난 정보가 없을 때)
commands-param_clock = 플레이어마다 한 수에 쓸 수 있는 시간(기본값: 꺼짐)
commands-param_timeout = 시간이 다 되면: 봇이 수를 둠(bot) 또는 게임 종료(end)
commands-game_sub = 내 자리(관리자는 누구의 자리든)를 다른 사람에게 넘기기
commands-param_sub_user = 자리를 넘겨받을 사람
commands-param_sub_replacing = 누구의 자리인지(관리자만, 기본값: 내 자리)
commands-game_kick = 플레이어의 자리를 봇에게 넘기기(관리자만)
commands-param_kick_user = 자리를 봇에게 넘길 플레이어
commands-notify = 어느 게임이든 내 차례가 되면 DM 받기
commands-param_notify = on 또는 off
commands-mygames = 모든 곳의 내 게임: 누구 차례인지, 얼마나 됐는지, 링크와 함께

## settings

settings-language_set = 이제 이 서버의 공개 메시지에서 Tabula가 { $language }로 말해요. 개인 답변은 읽는 사람의 Discord 언어를 따라요.
language-en = English
language-vi = Tiếng Việt
language-el = Ελληνικά
language-ko = 한국어
language-auto = 자동 (서버 언어)
commands-settings = Tabula 서버 설정(관리자)
commands-settings_language = 이 서버에서 Tabula가 공개 메시지에 쓸 언어 고르기
commands-param_language = 언어, 또는 서버 기본 언어를 쓰려면 auto

## card (/card)

error-card_no_game = 이 채널에는 게임이 없어요: 게임을 지정해 주세요. 예: /card name:… game:duel
error-no_cards = { $game }: 찾아볼 카드가 없어요.
error-unknown_card = `{ $text }`: 그런 이름의 카드가 없어요. 비슷한 이름: { $names }
error-card_ambiguous = `{ $text }`: 여러 카드가 해당돼요: { $names }. 목록에서 하나를 골라 주세요.
card-shown =
    {"*"}*{ $name }** · { $kind }
    { $summary }
card-choice = { $name } · { $kind }
commands-card = 카드 찾아보기: 그림과 전체 내용 (나만 보여요)
commands-param_card = 카드 이름: 입력을 시작하면 카드 목록이 나와요
commands-param_card_game = 다른 게임의 카드 (기본: 이 채널의 게임)

## lists

# the separator between clauses of a list ("Ann builds X; Bob discards"): clauses may hold commas
list-series = {" / "}
