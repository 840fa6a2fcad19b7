### 끝난 게임, 레이팅, 순위표 (/history, /stats, /leaderboard)

## history
history-header_server = {"*"}*이 서버에서 끝난 게임** (최근 순):
history-header_mine = {"*"}*내가 끝낸 게임** (최근 순):
history-none = 아직 끝난 게임이 없어요. 게임이 끝나면 여기에 남아요.
history-line = `#{ $id }` · { $date } · **{ $game }** · { $players } · { $result }{ $hints ->
    [0] {""}
   *[other] {" "}· 힌트 { $hints }회
}
history-no_result = 결과 없이 끝남
history-footer = `/replay id:<번호>`로 다시 볼 수 있어요.

## stats
stats-none = { $user }님은 아직 끝낸 게임이 없어요.
stats-header_global = {"*"}*{ $user }님, 전체**: { $games }게임, { $wins }승 · 가장 많이 한 게임: { $favourite } · 최다 연승: { $streak } (현재 { $current })
stats-header_server = {"*"}*{ $user }님, 이 서버**: { $games }게임, { $wins }승 · 가장 많이 한 게임: { $favourite } · 최다 연승: { $streak } (현재 { $current })
stats-game = • **{ $game }**: { $games }게임, { $wins }승 · 레이팅 { $rating } (최근 다섯 게임 동안 { $trend })
stats-unrated = 아직 레이팅 없음
stats-chart_title = { $name }: 레이팅 변화
stats-chart_note = 레이팅이 반영된 게임마다
stats-chart_empty = 아직 레이팅이 반영된 게임이 없어요
stats-chart_label = { $game }: { $rating } ({ $trend })

## leaderboard
leaderboard-header_server = {"*"}*{ $game }: 이 서버의 레이팅 순위**
leaderboard-header_global = {"*"}*{ $game }: 전체 레이팅 순위**
leaderboard-line = { $place }. { $user } · { $rating } · 레이팅 반영 { $games }게임
leaderboard-none_server = 이 서버에는 아직 { $game } 레이팅이 있는 사람이 없어요. 게임을 끝까지 하면 생겨요.
leaderboard-none_global = 아직 { $game } 레이팅이 있는 사람이 없어요. 게임을 끝까지 하면 생겨요.

leaderboard-chart_server = { $game }: 이 서버 상위 플레이어의 레이팅 변화
leaderboard-chart_global = { $game }: 전체 상위 플레이어의 레이팅 변화
leaderboard-chart_label = { $place }. { $name }: { $rating }

## command descriptions (Discord shows them in the user's language)
commands-history = 이 서버에서 끝난 게임 (DM에서는 내 게임)
commands-stats = 플레이어의 게임 수, 승리, 레이팅, 연승
commands-leaderboard = 게임별 레이팅 순위
commands-param_user = 누구의 기록인지 (비우면 나)
commands-param_where = server: 이 서버의 레이팅, global: 전체 레이팅
commands-param_game_key = 게임
commands-challenge = 일일·주간 솔로 도전: 모두 같은 시작
commands-challenge_daily = 오늘의 도전을 시작(또는 이어서)해요. Tabula와의 DM에서 진행돼요
commands-challenge_weekly = 이번 주 도전을 시작(또는 이어서)해요. Tabula와의 DM에서 진행돼요
commands-challenge_leaderboard = 현재 도전의 최고 점수
commands-challenge_results = 지난 도전의 결과: 최고 점수와 참가자 수
commands-param_period = daily(일일) 또는 weekly(주간)
commands-replay = 끝난 게임 다시 보기: 움직이는 그림과 그대로 재현되는 파일
commands-param_replay_id = /history에 나오는 게임 번호
commands-param_replay_file = 확인하고 보여 줄 리플레이 파일(.json)

## challenge notes
challenge-in_dm = 🎯 도전이 Tabula와의 DM에서 기다리고 있어요.
challenge-bots_moved = 봇들이 첫 수를 두었어요.

## maintenance (tabula rebuild-ratings)
cli-rebuilt = 아직 보관되지 않았던 끝난 게임 { $kept }개를 보관하고, 끝난 게임 { $rated }개의 레이팅을 순서대로 다시 계산했어요.
