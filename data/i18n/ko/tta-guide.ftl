# /rules 안내: tta (한국어). 엔진은 ../shared/rules/tta.md를 따라요.
# 항목은 /rules topic:tta:<topic>으로 보이고, 여기 적힌 순서대로 나와요.
# 용어는 플레이어 문서(../shared/seeds/004_81ba0b11cd79979f.txt)를 따라요: 카드열, 시민 행동, 군사 행동, 침략, 전쟁, 전술, 더미 플레이어.

tta-guide-summary = 문명 하나를 고대에서 현대까지 혼자 이끌어요. 시민 행동과 군사 행동을 써서 카드열에서 카드를 가져오고, 인구를 늘리고, 농장·광산·도시 건물과 군사 유닛을 짓고, 기술을 발견하고, 불가사의를 건설해요. 상대는 가상의 두 번째 문명(variant:dummy)이거나 야만인 무리 셋(variant:barbarians)이에요. 점수는 문화로 정해져요.
tta-guide-topic-turn = 한 차례는 정치 단계(원하면 이벤트, 식민지, 침략 카드를 써요), 행동, 생산과 유지 순서로 진행돼요: 농장은 식량을, 광산은 자원을 만들고, 사람들이 식량을 먹고, 파란 뱅크가 모자라면 부패로 자원을 잃고, 문화와 과학이 더해지고, 군사 카드를 뽑아요.
tta-guide-topic-actions = 시민 행동으로는 카드열에서 카드를 가져오고(그 칸의 비용만큼 행동을 써요), 인구를 늘리고, 건물을 짓거나 업그레이드하고, 기술을 발견하고, 불가사의 단계를 건설하고, 행동 카드를 써요. 군사 행동으로는 유닛을 만들거나 업그레이드하고 전술을 써요.
tta-guide-topic-dummy = variant:dummy로 하면 가상의 두 번째 문명이 옆에서 함께 플레이해요: 더미턴 순서 큐브가 그 문명의 행동을 정하고, 라운드마다 문화와 과학을 얻고, 군사력 차이에 따라 이벤트와 침략을 나에게 써요.
tta-guide-topic-barbarians = variant:barbarians로 하면 야만인 무리 셋이 점점 강해지고, 주사위로 카드열의 카드를 없애고, 나를 상대로 전쟁과 침략을 쌓아 둬요. 게임이 끝날 때 모든 무리보다 강하면 승리해요. 넘어야 할 문화 목표는 180점과 200점이에요. optional:43부터 optional:47까지(또는 all) 선택 규칙을 켜요.

## what each option of /game new does
tta-option_help-variant = dummy: 가상의 두 번째 문명, barbarians: 야만인 무리 셋.
tta-option_help-optional = 야만인 선택 규칙: 43 지도자, 44 더 강한 야만인, 45 d8 카드열, 46 군사력 상한, 47 다른 최종 점수 계산. 또는 all(전부).

# 항목 제목 (/rules <game>:<항목>의 머리말)
tta-guide-title-turn = 차례 진행
tta-guide-title-actions = 행동
tta-guide-title-dummy = 더미 플레이어
tta-guide-title-barbarians = 야만인과의 투쟁
