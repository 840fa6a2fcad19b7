# 봇(또는 /hint)이 그 수를 고른 까닭: 수 뒤에 붙는 짧은 말.

## wonders.reason
wonders-reason-cheapest_pay = 가장 싸게 내는 방법
wonders-reason-pay_nothing = 비용이 들지 않음
wonders-reason-wonder = 이 카드를 다른 데 쓰는 것보다 불가사의 다음 단계가 더 값짐
wonders-reason-discard = 쓸 만한 것이 없음: 동전 3개가 더 나음
wonders-reason-leader = { $leader } 리더가 내 도시에 잘 맞음 ({ $ability })
wonders-reason-skip = 가져올 만한 것이 없음
wonders-reason-chain = 연계로 { $card } 카드를 무료로 지음
wonders-reason-science = { $card }: 과학 점수 { $before } → { $after }
wonders-reason-shields = { $card }: 방패 { $before } → { $after } (이웃은 최대 { $rivals })
wonders-reason-goods = { $card }: 다음 시대에 필요한 자원
wonders-reason-points = { $card }: { $n }점
wonders-reason-trade = { $card }: 이웃과 더 싸게 거래
wonders-reason-best = 지금 { $card } 카드가 가장 많은 점수를 줌
wonders-reason-wonder_points = 불가사의 다음 단계: { $n }점
wonders-reason-discard_forced = 지을 수 있는 카드가 없고 불가사의 다음 단계도 아직 못 지음: 카드를 버리고 동전 3개 받기
wonders-reason-points_now = { $card }: 이미 지어진 카드로 게임 끝에 { $n }점 (더 늘 수 있음)
wonders-reason-coins = { $card }: 지금 동전 { $n }개

## catan.reason
catan-reason-pips = 생산 눈금 { $n }개
catan-reason-robber = 선두 플레이어의 가장 좋은 타일을 막음
catan-reason-trade_good = 이 거래는 우리에게 이득
catan-reason-trade_bad = 이 거래는 상대에게 더 이득
catan-reason-city = 도시: 승점 +1, 생산 두 배
catan-reason-settle = 개척지: 승점 +1, 새 생산
catan-reason-road = 새 개척지 자리로 가는 도로
catan-reason-buy = 발전 카드 한 장
catan-reason-knights = 야만인에 맞설 기사
catan-reason-bank = 남는 카드를 바꿔 다음 건설에 다가감
catan-reason-offer = 다음 건설에 모자란 카드를 요청
catan-reason-end = 이번 차례에 더 나은 수가 없음
catan-reason-improve = { $track } 분야 개선
catan-reason-play = { $card } 카드 사용
catan-reason-discard = { $kind } 버리기: 다음 건설에는 나머지 카드가 더 필요함
catan-reason-steal = 잃을 것이 가장 많은 플레이어에게서 훔침
catan-reason-trade_cannot = 상대가 원하는 카드가 우리에게 없음
catan-reason-trade_near_win = 상대가 승리 직전이고 이 카드가 필요함
catan-reason-trade_leader = 상대가 선두: 거래가 우리에게 더 이득이어야 함
catan-reason-counter = 서로에게 이득인 거래를 역제안
catan-reason-roll_first = 먼저 주사위를 굴림: 7이 나오면 카드로 얻을 것의 절반을 잃을 수 있음
catan-reason-limit = 7이 나와도 { $n }장까지는 안전: 넘치는 카드를 교환

## duel.reason
duel-reason-wins = { $how ->
        [science] 과학 우위로 승리
       *[military] 군사 우위로 승리
    }
duel-reason-blocks = { $how ->
        [science] 상대의 과학 우위를 막음
       *[military] 상대의 군사 우위를 막음
    }
duel-reason-science_pair = 과학 상징 한 쌍 완성: 발전 토큰 획득
duel-reason-science_new = 새 과학 상징 (6개 중 { $n }번째)
duel-reason-military = 분쟁 말을 상대 수도 쪽으로 밀어냄
duel-reason-production = 생산 증가: 나중 카드가 싸짐
duel-reason-points = 승점 { $n }점
duel-reason-coins = 지금 동전
duel-reason-guild = 길드: 지금은 동전, 나중에는 승점
duel-reason-trading = 더 싼 거래
duel-reason-chain = 연계: 나중에 카드 한 장을 무료로
duel-reason-politician = 정치가: 원로원 행동
duel-reason-conspirator = 음모가
duel-reason-wonder = { $wonder } 건설
duel-reason-deny = 강한 카드를 상대에게서 빼앗음
duel-reason-coins_later = 나중을 위한 동전
duel-reason-trigger = 준비해 둔 음모를 발동
duel-reason-progress = 가장 쓸모 있는 발전 토큰을 가져감
duel-reason-pick = { $wonder } 선택
duel-reason-pick_why = { $wonder } 선택: { $why }
duel-reason-free_card = 무료 카드 한 장
duel-reason-chamber_take = { $n }번 회의장을 장악
duel-reason-chamber_break = 상대가 장악한 { $n }번 회의장을 깨뜨림
