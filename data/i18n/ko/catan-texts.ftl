# 카탄 카드 책(renderers/catan_cards.py): 카드마다 전체 효과(catan-text-<id>), 메뉴와 /card에
# 쓰는 한 줄 요약(catan-summary-<id>), 카드의 공통 부분(catan-card-*). 카드 이름은 데이터
# (data/catan/cards.json)의 영어 이름 그대로 둡니다. 용어: data/i18n/ko/GLOSSARY.md (카탄).

## 공통 부분

catan-card-amount = { $kind } { $n }장
catan-card-cost = 비용: { $cost }
catan-card-count = 더미에 { $n }장
catan-card-strength = 힘 { $n }
catan-card-renamed = {" "}(2025년판 이름: { $name })
catan-card-dev_rule = 발전 카드는 한 차례에 한 장까지, 자기 차례 중 언제든(주사위를 굴리기 전에도) 쓸 수 있어요. 산 차례에는 쓸 수 없어요.
catan-card-timing-before_roll = 자기 차례에 주사위를 굴리기 전에 써요.
catan-card-timing-action_phase = 자기 차례에 주사위를 굴린 뒤 써요.
catan-card-timing-immediate_on_draw = 뽑자마자 바로 공개해요.
catan-card-kind-development = 발전 카드
catan-card-kind-progress = { $track } 진보 카드
catan-card-kind-improvement = { $track } 도시 개선
catan-card-kind-knight = 기사 (도시와 기사)
catan-card-kind-track = 개선 분야 (도시와 기사)
catan-card-kind-metropolis = 말 (도시와 기사)
catan-card-kind-merchant_piece = 말 (도시와 기사)
catan-card-kind-barbarians = 이벤트 (도시와 기사)
catan-card-kind-city_wall = 말 (도시와 기사)
catan-card-kind-defender = 특별 카드 (도시와 기사)
catan-card-kind-longest_road = 특별 카드
catan-card-kind-largest_army = 특별 카드
catan-card-track-trade = 교역
catan-card-track-politics = 정치
catan-card-track-science = 과학
catan-card-colour-trade = 노란색
catan-card-colour-politics = 파란색
catan-card-colour-science = 초록색

## 도시 개선

catan-card-ability_name-trade = 무역관(Trading House)
catan-card-ability_name-politics = 요새(Fortress)
catan-card-ability_name-science = 수도교(Aqueduct)
catan-card-ability-trade = 무역관: 자기 차례에 같은 상품 2장을 은행에 내고 원하는 자원이나 상품 1장을 가져와요. 몇 번이든 할 수 있어요.
catan-card-ability-politics = 요새: 강한 기사를 최강 기사로 승급할 수 있어요.
catan-card-ability-science = 수도교: 7이 아닌 굴림에서 카드를 한 장도 못 받으면 은행에서 원하는 자원 1장을 가져와요.
catan-card-track_title = { $track } 개선
catan-card-track_summary = k단계 비용은 { $commodity } k장, 3단계에 { $ability }, 4-5단계에 대도시
catan-card-track_text = 다섯 단계({ $levels }). k단계 비용은 { $commodity } k장이고, 판에 도시가 있을 때 차례대로 사요. 단계마다 { $colour } 성문이 나오면 { $track } 카드를 뽑을 수 있어요. 3단계: { $ability } 4단계와 5단계는 { $track } 대도시를 얻어요.
catan-card-level_rule = 단계는 차례대로, 자기 행동 단계에, 판에 도시가 하나 이상 있을 때 사요. { $colour } 성문이 나오면 빨간 주사위가 { $reach } 이하일 때 { $track } 카드를 한 장 뽑아요.
catan-card-metro-4 = 4단계에 가장 먼저 오른 플레이어가 { $track } 대도시를 자기 도시 하나에 놓아요(대도시가 없는 도시가 있어야 해요). 그 도시는 승점 4점이에요.
catan-card-metro-5 = 5단계에 가장 먼저 오른 플레이어가 { $track } 대도시를 영구히 가져요. 필요하면 4단계 보유자에게서 빼앗아요.
catan-card-level_title = { $track } { $level }: { $name }
catan-card-level_summary-plain = 비용 { $cost }. 빨간 주사위 ≤ { $red }일 때 { $track } 카드
catan-card-level_summary-ability = 비용 { $cost }. 빨간 주사위 ≤ { $red }일 때 { $track } 카드. { $ability }
catan-card-level_summary-metro = 비용 { $cost }. 빨간 주사위 ≤ { $red }일 때 { $track } 카드. 대도시

## 기사

catan-card-knight_name-basic = 기본 기사
catan-card-knight_name-strong = 강한 기사
catan-card-knight_name-mighty = 최강 기사
catan-card-knight_short-basic = 양털 1장과 광석 1장으로 자기 도로 끝의 빈 교차점에 고용
catan-card-knight_short-strong = 양털 1장과 광석 1장으로 기본 기사를 승급(남은 강한 기사 말이 필요)
catan-card-knight_short-mighty = 양털 1장과 광석 1장으로 강한 기사를 승급
catan-text-basic_knight = 양털 1장과 광석 1장으로 자기 도로 끝의 빈 교차점에 고용해요. 처음에는 비활성이에요. 곡물 1장으로 활성화해요.
catan-text-strong_knight = 양털 1장과 광석 1장으로 기본 기사를 승급해요(남은 강한 기사 말이 필요해요). 활성 또는 비활성 상태는 그대로예요. 기본 기사를 쫓아낼 수 있어요.
catan-text-mighty_knight = 양털 1장과 광석 1장으로 강한 기사를 승급해요. 요새(정치 3단계)가 필요해요. 기본 기사와 강한 기사를 쫓아낼 수 있어요.
catan-card-knight_rule = 플레이어마다 단계별로 기사를 2명씩 가져요. 활성 기사만 야만인과 싸우고 행동해요. 행동(자기 도로를 따라 이동, 더 약한 기사 쫓아내기, 첫 공격 뒤 도둑 쫓아내기)을 하면 기사는 비활성이 돼요. 기사는 상대의 도로를 막아요.

## 발전 카드

catan-text-knight = 도둑을 다른 타일로 옮기고, 그 옆에 개척지나 도시가 있는 플레이어에게서 자원 1장을 무작위로 훔쳐요. 카드는 앞면으로 두어요. 최강 기사단에 세어져요.
catan-text-victory_point = 승점 1점. 숨겨 두세요. 갖고 있는 순간부터 세어지고, 산 차례에 바로 이길 수도 있어요. 쓰는 카드가 아니에요.
catan-text-dev_road_building = 보통 도로 규칙대로 도로 2개를 무료로 놓아요(남은 도로 말만큼).
catan-text-year_of_plenty = 은행에서 원하는 자원 카드 2장을 가져와요. 같은 종류여도 돼요. 은행에 모자라면 있는 만큼 가져와요.
catan-text-monopoly = 자원 하나를 정해요. 다른 모든 플레이어가 그 자원 카드를 전부 나에게 줘요.
catan-summary-knight = 도둑을 옮기고 카드 1장을 훔쳐요. 최강 기사단에 세어져요
catan-summary-victory_point = 승점 1점, 숨김. 갖는 즉시 세어져요
catan-summary-dev_road_building = 도로 2개를 무료로 놓아요
catan-summary-year_of_plenty = 은행에서 원하는 자원 2장을 가져와요
catan-summary-monopoly = 자원 하나를 정해요: 다른 모두가 그 자원을 전부 줘요

## 진보 카드

catan-text-alchemist = 주사위를 굴리기 전에 써요. 빨간 주사위와 노란 주사위의 값을 정해요(각각 1-6, 합이 7이어도 돼요). 이벤트 주사위만 굴려 먼저 처리하고, 그다음 정한 합으로 생산해요. 정한 빨간 값은 진보 카드 뽑기에 쓰여요.
catan-text-crane = 도시 개선 하나를 상품 1장 적게 사요(1단계는 무료). Crane 두 장으로 같은 개선을 깎을 수는 없어요.
catan-text-engineer = 보통 성벽 규칙대로 성벽 하나를 무료로 지어요.
catan-text-inventor = 판의 숫자 토큰 두 개의 자리를 바꿔요. 2, 12, 6, 8은 안 돼요. 근처에 내 건물이 없어도 되고, 도둑은 그 자리에 그대로 있어요.
catan-text-irrigation = 내 개척지나 도시가 하나라도 닿은 밭 타일마다 곡물 2장을 가져와요. 타일마다 한 번만 세고, 은행에 모자라면 남은 만큼 가져와요.
catan-text-medicine = 개척지 하나를 광석 3장과 곡물 2장 대신 광석 2장과 곡물 1장으로 도시로 올려요. 다른 도시 규칙은 모두 그대로예요.
catan-text-mining = 내 개척지나 도시가 하나라도 닿은 산 타일마다 광석 2장을 가져와요. 타일마다 한 번만 세고, 은행에 모자라면 남은 만큼 가져와요.
catan-text-printer = 승점 1점. 앞면으로 두고, 손패 제한에 세지 않아요.
catan-text-road_building = 보통 도로 규칙대로 도로 2개를 하나씩 차례로 무료로 지어요.
catan-text-smith = 내 기사를 최대 2명까지 각각 한 단계씩 무료로 승급해요. 강한 기사를 최강으로 올리려면 요새(정치 3단계)가 필요하고, 기사마다 한 차례에 한 번만 승급해요.
catan-text-commercial_harbor = 이번 차례가 끝날 때까지 상대마다 한 번씩, 그 상대에게 손패의 자원 1장을 내밀 수 있어요. 상대는 그 대가로 자기가 고른 상품 1장을 줘야 해요. 상품이 없으면 내 카드는 그대로 가져요.
catan-text-master_merchant = 나보다 승점이 많은 상대 하나를 골라요. 그 상대의 자원과 상품을 보고 원하는 2장을 가져와요(그보다 적으면 전부).
catan-text-merchant = 상인을 내 개척지나 도시가 닿은 육지 타일에 놓아요. 상인이 내 것인 동안 그 타일의 자원을 은행과 2:1로 교환하고 승점 1점을 가져요. 나중에 누가 Merchant 카드를 쓰면 상인을 옮기고 둘 다 가져가요.
catan-text-merchant_fleet = 자원이나 상품 하나를 정해요. 이번 차례가 끝날 때까지 그 종류를 은행과 2:1로, 어떤 자원이나 상품으로든 몇 번이든 교환해요.
catan-text-resource_monopoly = 자원 하나를 정해요. 다른 플레이어마다 그 자원 카드 2장을 줘요(1장뿐이면 1장).
catan-text-trade_monopoly = 상품 하나를 정해요. 다른 플레이어마다 그 상품 카드가 있으면 1장을 줘요.
catan-text-bishop = 야만인의 첫 공격 뒤에만 써요. 도둑을 다른 타일로 옮기고, 그 타일에 개척지나 도시가 닿은 상대마다 카드 1장을 무작위로 훔쳐요.
catan-text-constitution = 승점 1점. 앞면으로 두고, 손패 제한에 세지 않아요.
catan-text-deserter = 판에 기사가 있는 상대 하나를 골라요. 그 상대가 자기 기사 하나를 없애요. 그러면 나는 같은 힘의 내 기사(남은 게 없으면 더 약한 기사)를 무료로 놓을 수 있고, 없앤 기사의 활성 또는 비활성 상태를 이어받아요.
catan-text-diplomat = 아무 플레이어의 열린 도로 하나를 없애요(한쪽 끝에 그 주인의 다른 도로, 건물, 기사가 없는 도로). 내 도로였다면 곧바로 다른 곳에 도로 하나를 무료로 지을 수 있어요. 어떤 기사도 연결이 끊긴 채 남으면 안 돼요.
catan-text-intrigue = 내 도로가 닿은 교차점에 서 있는 상대 기사 하나를 쫓아내요. 내 기사는 필요 없어요. 주인은 그 기사를 자기 도로를 따라 옮기고, 옮길 곳이 없으면 기사는 없어져요.
catan-text-saboteur = 나와 승점이 같거나 더 많은 다른 플레이어는 각자 자원과 상품의 절반(내림)을 직접 골라 버려요.
catan-text-spy = 상대 하나를 골라요. 그 상대의 진보 카드를 보고 1장을 가져와요.
catan-text-warlord = 내 기사를 모두 무료로 활성화해요. 이렇게 활성화한 기사는 이번 차례에 행동할 수 없어요.
catan-text-wedding = 나보다 승점이 많은 플레이어마다 자기가 고른 자원이나 상품 2장을 줘요(2장보다 적으면 가진 만큼).
catan-summary-alchemist = 굴리기 전에: 빨간 주사위와 노란 주사위를 정해요
catan-summary-crane = 다음 도시 개선이 상품 1장 싸져요
catan-summary-engineer = 성벽 하나를 무료로 지어요
catan-summary-inventor = 숫자 토큰 두 개를 바꿔요(2, 6, 8, 12 제외)
catan-summary-irrigation = 내 건물이 닿은 밭 타일마다 곡물 2장
catan-summary-medicine = 광석 2장과 곡물 1장으로 개척지를 도시로
catan-summary-mining = 내 건물이 닿은 산 타일마다 광석 2장
catan-summary-printer = 승점 1점, 바로 공개
catan-summary-road_building = 도로 2개를 무료로 지어요
catan-summary-smith = 기사를 최대 2명까지 무료로 승급해요
catan-summary-commercial_harbor = 이번 차례: 상대마다 자원 1장을 상품 1장과 바꿔요
catan-summary-master_merchant = 승점이 더 많은 플레이어에게서 원하는 카드 2장
catan-summary-merchant = 상인 놓기: 그 타일 자원 2:1 교환과 승점 1점
catan-summary-merchant_fleet = 이번 차례: 정한 종류 하나를 은행과 2:1로 교환
catan-summary-resource_monopoly = 자원 하나를 정해요: 다른 플레이어마다 2장씩
catan-summary-trade_monopoly = 상품 하나를 정해요: 다른 플레이어마다 1장씩
catan-summary-bishop = 첫 공격 뒤: 도둑을 옮기고 그곳 플레이어마다 1장씩 훔쳐요
catan-summary-constitution = 승점 1점, 바로 공개
catan-summary-deserter = 상대가 기사 하나를 없애고, 내 기사 하나를 무료로 놓아요
catan-summary-diplomat = 열린 도로 하나를 없애요. 내 도로였다면 무료로 다시 지어요
catan-summary-intrigue = 내 도로 위의 상대 기사 하나를 쫓아내요
catan-summary-saboteur = 승점이 나와 같거나 많은 플레이어는 카드 절반을 버려요
catan-summary-spy = 상대의 진보 카드를 보고 1장을 가져와요
catan-summary-warlord = 내 기사를 모두 무료로 활성화해요
catan-summary-wedding = 나보다 승점이 많은 플레이어마다 카드 2장씩

## 말, 이벤트, 특별 카드

catan-card-name-metropolis = 대도시
catan-text-metropolis = 분야마다 하나. 4단계에 가장 먼저 오른 사람이 가져가고, 5단계에 가장 먼저 오른 사람이 영구히 가져요. 도시 위에 놓여 승점 +2점(그 도시는 4점)이고, 그 도시는 약탈당하지 않아요.
catan-summary-metropolis = 도시에 승점 +2: 분야 4단계 첫 도달자, 5단계 첫 도달자는 영구히
catan-card-name-merchant_piece = 상인
catan-text-merchant_piece = 모두가 함께 쓰는 말로, Merchant 카드로만 옮겨요. 가진 사람은 승점 1점을 얻고 그 타일의 자원을 은행과 2:1로 교환해요. 도둑의 영향을 받지 않아요. 사막에서는 승점만 주고 교환 비율은 없어요.
catan-summary-merchant_piece = 가진 사람: 승점 1점과 그 타일 자원의 은행 2:1 교환
catan-card-name-barbarians = 야만인
catan-text-barbarians = 이벤트 주사위에 배가 나올 때마다 야만인 배가 한 칸 나아가고, 7번째 칸에서 공격해요. 야만인의 힘은 판 위 도시의 수이고, 기사의 힘은 모든 활성 기사의 힘이에요. 기사가 더 약하면, 대도시가 아닌 도시를 가진 플레이어 중 힘이 가장 낮은 사람마다 도시 하나를 잃어요(개척지가 되고 성벽은 없어져요). 기사가 이기면 힘이 가장 센 단 한 명이 카탄의 수호자 카드를 받고, 동점이면 동점자마다 진보 카드를 한 장씩 뽑아요. 그 뒤 모든 기사는 비활성이 되고, 첫 공격이 끝나면 도둑이 풀려나요.
catan-summary-barbarians = 배가 7번째 칸에서 공격: 판 위 도시 수 대 활성 기사
catan-card-name-city_wall = 성벽
catan-text-city_wall = 비용은 벽돌 2장. 내 도시 밑에 지어요. 도시마다 1개, 모두 3개까지예요. 성벽마다 7이 나왔을 때의 버리기 기준이 2씩 올라가요. 도시가 약탈당하면 성벽도 없어져요.
catan-summary-city_wall = 비용 벽돌 2장. 도시 밑에: 7 버리기 기준이 2 올라가요
catan-card-name-defender = 카탄의 수호자
catan-text-defender = 승점 1점, 잃지 않아요. 카탄이 야만인을 물리칠 때 활성 기사의 힘이 가장 센 단 한 명이 받아요.
catan-summary-defender = 승점 1점: 야만인을 물리칠 때 가장 강한 단 한 명의 수호자
catan-card-name-longest_road = 최장 교역로
catan-text-longest_road = 승점 2점. 도로 5개 이상으로 이어진 길을 처음 만든 플레이어가 가져요. 다른 사람은 더 긴 길을 만들어야만 가져갈 수 있어요. 상대의 건물(과 기사)은 길을 끊어요.
catan-summary-longest_road = 승점 2점: 도로 5개 이상의 가장 긴 길
catan-card-name-largest_army = 최강 기사단
catan-text-largest_army = 승점 2점. Knight 카드 3장을 처음 쓴 플레이어가 가져요. 다른 사람은 Knight 카드를 더 많이 써야만 가져갈 수 있어요.
catan-summary-largest_army = 승점 2점: Knight 카드를 가장 많이 씀, 3장 이상
