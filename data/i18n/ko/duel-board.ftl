# 7 Wonders Duel과 아고라: 보드 그림(renderers/duel.py, duel_parts.py, duel_agora.py)과 /card 그림
# (renderers/duel_cards.py)에 쓰는 말. 용어는 duel.ftl과 GLOSSARY.md를 따라요. 보드의 칸이 작아서
# 카드 배치의 카드에는 짧게 적어요. 이름 뒤에는 조사를 붙이지 않아요 (GLOSSARY.md).

## 머리글

duel-board-game = 7 Wonders Duel
duel-board-draft = 불가사의 선택
duel-board-turn = { $who } 차례: 카드 가져가기
duel-board-asked = { $who }: { $ask }
duel-board-shared = 게임 종료: 공동 승리
duel-board-won = 게임 종료: { $who } 승리 ({ $how ->
    [military] 군사 우위
    [science] 과학 우위
    [political] 정치 우위
   *[points] 점수
})
duel-board-last = 지난 수: { $what }
duel-board-seat = { $who } { $vp }점, 동전 { $coins }개
duel-board-level = 군사: 균형
duel-board-ahead = 군사: { $who } +{ $n }

## 군사 트랙, 발전 토큰, 버린 카드 더미

duel-board-capital = { $who }의 수도
duel-board-track = 군사 트랙
duel-board-zone = { $n }점
duel-board-token_loss = 동전 -{ $n }
duel-board-track_legend = 분쟁 말이 군사 토큰이 있는 구역에 들어가면 토큰이 빠지고, 그쪽 플레이어가 적힌 만큼 동전을 잃어요.
duel-board-tokens = 보드의 발전 토큰
duel-board-box = 상자에 { $n }개 더, 뒷면 ({ $library }: 3개 뽑기)
duel-board-library = 내가 뽑은 토큰 ({ $library }, 하나 갖기):
duel-board-token_science = 과학 상징 1개 ({ $symbol })
duel-board-token_coins = 지금 동전 { $n }개 받기
duel-board-discard = 버린 카드 더미 ({ $n })
duel-board-empty = 비어 있음
duel-board-out = 게임에서 빠짐: { $what }

## 카드 배치, 불가사의 선택, 최종 점수

duel-board-structure = { $age }: 카드 위 동전 = { $who }의 건설 비용 (빨간색: 동전 부족 / 연계: 무료)
duel-board-laid_out = { $age } 카드 배치 (불가사의 선택 전에 펼쳐 둠)
duel-board-pick = 불가사의 선택: { $who } 차례
duel-board-chain = 연계
# 카드 뒷면의 글자: 길드, 원로원 의원
duel-board-back-guild = 길
duel-board-back-senator = 원
duel-board-final = 최종 점수
duel-board-total = 합계
duel-board-score-blue = 민간 (파란색)
duel-board-score-green = 과학 (초록색)
duel-board-score-yellow = 상업 (노란색)
duel-board-score-guilds = 길드
duel-board-score-wonders = 불가사의
duel-board-score-progress = 발전 토큰
duel-board-score-coins = 금고
duel-board-score-military = 군사
duel-board-score-senate = 원로원

## 도시 하나

duel-board-you = { $who } (나)
duel-board-to_move = 차례
duel-board-vp = 승점
duel-board-coins = 동전
duel-board-makes = 생산
duel-board-nothing = 없음
duel-board-one_of = +1 택1
duel-board-buys = 구매가
duel-board-discard_for = 버리면
duel-board-discard_value = 동전 { $n }개
duel-board-science = 과학
duel-board-none = 없음
duel-board-chains = 연계
duel-board-tokens_own = 토큰
duel-board-built = 건설됨
duel-board-built_with = 건설: { $card }

## 카드에 인쇄된 연계 상징

duel-board-symbol-amphora = 암포라
duel-board-symbol-barrel = 술통
duel-board-symbol-book = 책
duel-board-symbol-drop = 물방울
duel-board-symbol-gear = 톱니바퀴
duel-board-symbol-greek_building = 그리스 건물
duel-board-symbol-helmet = 투구
duel-board-symbol-horseshoe = 말굽
duel-board-symbol-lamp = 등잔
duel-board-symbol-lyre = 리라
duel-board-symbol-mask = 가면
duel-board-symbol-moon = 달
duel-board-symbol-pillar = 기둥
duel-board-symbol-sun = 해
duel-board-symbol-sword = 검
duel-board-symbol-target = 과녁
duel-board-symbol-tower = 탑

## 카드 배치의 카드 한 장: 효과마다 짧게

duel-board-face-coins = 동전 +{ $n }
duel-board-face-one_of = { $what } 중 1
duel-board-face-fixed_price = { $what } 가격 1
duel-board-face-coins_per = { $what }당 동전 { $n }
duel-board-face-per_wonder = 불가사의
duel-board-face-per_cards = { $colours } 카드
duel-board-face-guild = { $what }당 { $coins ->
    [0] {""}
   *[other] 동전 { $coins }+
}{ $vp }점
duel-board-face-guild_coins = 동전 3개당 1점
duel-board-face-opponent_loses_coins = 상대 동전 -{ $n }
duel-board-face-destroy = 상대 { $colour } 카드 1장 버리기
duel-board-face-revive = 버린 카드 건설
duel-board-face-library = 상자에서 토큰
duel-board-face-politician = 원로원: { $section ->
    [left] 왼쪽
    [middle] 가운데
   *[right] 오른쪽
} 구역에 놓기 또는 옮기기
duel-board-face-conspirator = 큐브 놓기 또는 음모 꾸미기
duel-board-face-place_influence_any = 큐브 1개 놓기
duel-board-face-move_influence = 큐브 1개 옮기기 가능
duel-board-face-trigger_unprepared_conspiracy = 준비하지 않은 음모 발동 가능
duel-board-face-chain_from = { $symbol } 있으면 무료
duel-board-face-chain_to = { $symbol } 제공

## 아고라: 원로원

duel-board-senate = 원로원
duel-board-senate_info = 회의장은 구역별: 정치가는 자기 구역에 놓아요. 남은 큐브: { $first } { $a }, { $second } { $b } · 음모 더미: { $deck }장 · 회의장 6곳을 모두 장악하면 승리
duel-board-section = { $section ->
    [left] 왼쪽 구역: 1-2번 회의장
    [middle] 가운데 구역: 3-4번 회의장
   *[right] 오른쪽 구역: 5-6번 회의장
}
duel-board-chamber = { $n }번 회의장 · { $vp }점
duel-board-chamber_short = { $n }번 · { $vp }점
duel-board-decree_hidden = 법령 (뒷면)
duel-board-decree_hidden_short = 뒷면
duel-board-no_decree = 법령 없음
duel-board-cube_gain = 큐브 +1
duel-board-cube_loss = 큐브 -1
duel-board-agora_legend = 군사 토큰: 큐브 +1: 아무 회의장에 큐브 1개 놓기 / 큐브 -1: 상대 큐브 1개를 제거하고, 큐브 1개를 옮길 수 있어요.
duel-board-decree = { $name }: { $what }
duel-board-decree-coins_on_construct = 누구든 { $target ->
    [wonder] 불가사의를
   *[other] { $colour } 카드를
} 건설하면 현재 시대만큼 동전
duel-board-decree-ignore_symbol = { $colour } 카드: 비용 상징 1개 무시
duel-board-decree-discount = 불가사의 비용에서 자원 1개 덜 냄
duel-board-decree-control_shield = 장악하는 동안 방패 1개
duel-board-decree-trade_discount = { $what } 구매가 동전 1개 싸게
duel-board-decree-senate_bonus = 원로원 행동을 셀 때 파란색 카드 +2
duel-board-decree-discard_bonus = 버릴 때마다 동전 +2
duel-board-decree-opponent_chains = 상대의 연계 상징 사용
duel-board-decree-conspirator_play_again = 음모가 고용 뒤 한 번 더 하기

## 아고라: 한 플레이어의 원로원 의원과 음모

duel-board-senators = 원로원 의원 { $senators }명 · 다음 고용 동전 { $cost }개 · 정치가 1장에 행동 { $actions }번 · 음모 { $plots }장 (준비 { $ready }장)
duel-board-plot_hidden = { $slot }번 음모
duel-board-plot_title = { $slot }. { $name }
duel-board-plot-down_prepared = 뒷면, { $card } 카드로 준비됨
duel-board-plot-down = 뒷면, 준비 안 됨
duel-board-plot-triggered = 발동됨
duel-board-plot-prepared = 준비됨, 뒷면
duel-board-plot-with = { $state } ({ $card })
duel-board-plot-locks = { $state } / { $token } 봉인
duel-board-plot-locks_secret = { $state } / 토큰 1개 봉인
duel-board-private-keep = 뽑은 음모 (하나 갖기):
duel-board-private-treason = 지금까지 빼 둔 카드:
duel-board-private-espionage = 상자의 발전 토큰:
duel-board-private-lock = 봉인할 수 있는 토큰:
duel-board-private-curia = 발동할 수 있는 음모:
duel-board-option = { $slot }. { $name }

## /card 그림 (renderers/duel_cards.py)

duel-board-card-chain_from = 연계: { $symbol } 상징이 있으면 무료 ({ $card } 카드에서 받음)
duel-board-card-chain_to = 연계 상징 { $symbol } 제공: 이후 { $card } 무료
duel-board-card-drafted = 선택할 때: { $what }
duel-board-card-decree_lasts = 그 회의장을 장악하는 동안 유효해요.

## 발전 토큰에 인쇄된 글 (영어는 data/duel/progress_tokens.json에 있어요)

duel-text-architecture = 앞으로 건설하는 불가사의는 자원 2개를 덜 내요 (어느 자원인지는 직접 골라요).
duel-text-economy = 상대가 자원을 사려고 은행에 내는 동전은 대신 내가 받아요 (카드에 인쇄된 동전 비용은 제외).
duel-text-masonry = 앞으로 건설하는 파란색 카드는 자원 2개를 덜 내요 (어느 자원인지는 직접 골라요).
duel-text-mathematics = 게임이 끝나면 가진 발전 토큰 1개당 3점 (이 토큰 포함).
duel-text-strategy = 앞으로 건설하는 빨간색 카드는 방패를 1개 더 줘요.
duel-text-theology = 앞으로 건설하는 모든 불가사의에 한 번 더 하기 효과가 생겨요 (이미 그 효과가 있는 불가사의는 두 번 더 하지 않아요).
duel-text-urbanism = 지금 동전 6개를 받아요. 앞으로 연계로 건물을 무료로 건설할 때마다 동전 4개를 받아요.
duel-text-corruption = 이제부터 원로원 의원(두 종류 모두)을 동전 0개로 고용해요.
duel-text-organized_crime = 음모를 꾸밀 때 뽑은 음모 2장을 모두 가져요.

# 색칠된 네모 위 자원 표시 (7 Wonders 보드와 같음: 목재, 점토, 석재, 유리, 파피루스)
duel-board-resource_short-wood = 목
duel-board-resource_short-clay = 점
duel-board-resource_short-stone = 석
duel-board-resource_short-glass = 유
duel-board-resource_short-papyrus = 파
