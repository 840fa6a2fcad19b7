# /rules 안내: wonders (한국어). 엔진은 ../shared/rules/wonders.md를 따라요.
# 항목은 /rules topic:wonders:<topic>으로 보이고, 여기 적힌 순서대로 나와요.

wonders-guide-summary = 세 시대 동안 모두가 동시에 카드를 골라요. 차례마다 모든 플레이어가 손패에서 카드 한 장을 몰래 고르고, 고른 것을 한꺼번에 공개해요: 카드를 건설하거나, 그 카드로 불가사의 단계를 건설하거나, 버리고 동전 3개를 받아요. 손패는 1시대와 3시대에는 왼쪽으로, 2시대에는 오른쪽으로 넘기고, 시대마다 7번째 카드는 버려요. 3시대가 끝난 뒤 승점이 가장 많은 플레이어가 이겨요.
wonders-guide-topic-turn = 내 손패를 열고 카드를 고른 다음, 그 카드로 할 일을 고르고, 지불 방법을 골라요. 자원은 내 갈색·회색 카드와 불가사의에서 나와요. 부족한 자원은 이웃에게서 동전 2개에 사요(교역소나 시장이 있으면 1개). 동전은 차례가 공개될 때 내요. 가장 싼 지불 방법이 먼저 나오고, "다른 지불 방법"에는 내가 생산하는 자원을 사는 방법까지 모든 방법이 나와요. 연계를 갖고 있는 카드는 무료예요. 마지막 플레이어가 확정하기 전까지는 선택을 되돌릴 수 있어요.
wonders-guide-topic-military = 시대가 끝날 때마다 양쪽 이웃과 방패 수를 비교해요. 더 강한 쪽은 1, 3, 5점(1시대, 2시대, 3시대)을 얻고, 약한 쪽은 -1 토큰을 받아요. 같으면 아무 일도 없어요.
wonders-guide-topic-science = 서로 다른 상징 3개 한 세트마다 7점이고, 상징 종류마다 그 개수의 제곱만큼 점수를 얻어요. 셋 중 아무것이나 될 수 있는 상징은 점수가 가장 높아지는 쪽으로 쳐요.
wonders-guide-topic-scoring = 군사 토큰, 동전 3개마다 1점, 불가사의 단계, 파란색 카드, 노란색·보라색 카드 보너스, 과학에서 점수를 얻어요. 동점이면 동전이 더 많은 플레이어가 이겨요.
wonders-guide-topic-leaders = leaders:true로 하면 모두 동전 6개로 시작하고 리더 4명을 드래프트해요(한 명을 남기고 나머지는 넘겨요). 시대마다 시작할 때 리더 한 명을 비용만큼 동전을 내고 고용하거나, 그 리더로 불가사의 단계를 건설하거나, 버리고 동전 3개를 받아요.
wonders-guide-topic-freecity = 2인 게임에서는 세 번째 중립 도시인 자유 도시가 함께해요. 두 플레이어가 번갈아 자유 도시의 카드를 고르고, 자유 도시는 건설할 수 있으면 언제나 건설해요. 자유 도시는 리더를 쓰지 않아요.

## what each option of /game new does
wonders-option_help-leaders = 리더스 확장으로 플레이
wonders-option_help-sides = 불가사의 면: 무작위 배분, 모두 A, 모두 B, 또는 플레이어마다 선택

# 항목 제목 (/rules <game>:<항목>의 머리말)
wonders-guide-title-turn = 차례 진행
wonders-guide-title-military = 군사
wonders-guide-title-science = 과학
wonders-guide-title-scoring = 점수 계산
wonders-guide-title-leaders = 리더
wonders-guide-title-freecity = 자유 도시
