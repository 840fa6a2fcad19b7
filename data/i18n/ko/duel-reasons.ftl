## duel.reason (issue 30): /hint의 이유는 카드 이름과 얻는 것을 말해요
duel-reason-build = { $card } 건설: { $why }
duel-reason-build_plain = { $card } 건설
duel-reason-discard_deny = 상대가 가져가지 못하게 { $card } 버림: { $why }
duel-reason-discard_coins = { $card } 버리고 동전 { $n }개: 지을 만한 카드가 없음
duel-reason-token = { $token } 획득: { $why }

## duel.why
duel-why-free = 연계 덕분에 무료
duel-why-symbol = { $n ->
        [1] 첫 번째 초록색 과학 상징
        [2] 두 번째 초록색 과학 상징
        [3] 세 번째 초록색 과학 상징
        [4] 네 번째 초록색 과학 상징
        [5] 다섯 번째 초록색 과학 상징
       *[other] 여섯 번째 초록색 과학 상징
    }
duel-why-pair = 과학 상징 한 쌍 완성: 발전 토큰 획득
duel-why-vp = 승점 { $n }점
duel-why-guild = 길드: 게임 끝에 가장 많은 도시의 카드만큼 승점
duel-why-shields = 상대 수도 쪽으로 방패 { $n }개
duel-why-production = 생산 증가: 나중 카드가 싸짐
duel-why-coins = 동전 { $n }개
duel-why-coins_per = 도시의 카드만큼 동전
duel-why-trading = 더 싼 거래
duel-why-chain = 연계: 다음 시대에 카드 한 장을 무료로
duel-why-again = 바로 한 번 더
duel-why-destroy = 상대 카드 한 장을 파괴
duel-why-revive = 버려진 카드 한 장을 무료로 건설
duel-why-library = 따로 둔 발전 토큰 중 하나
duel-why-opponent_loses = 상대가 동전 3개를 잃음
duel-why-urbanism = 연계를 쓸 때마다 동전 4개
duel-why-architecture = 앞으로 짓는 불가사의는 자원 2개를 덜 냄
duel-why-economy = 상대가 거래에 쓰는 동전이 내게 옴
duel-why-masonry = 앞으로 짓는 파란색 카드는 자원 2개를 덜 냄
duel-why-strategy = 앞으로 짓는 빨간색 카드는 방패를 1개 더 줌
duel-why-theology = 앞으로 짓는 모든 불가사의가 한 번 더 하기를 줌
