# 세븐 원더스(와 리더스): 엔진이 하는 말 (bot/engine/wonders/speech.py).
# $seat, $owner, $winner 같은 변수는 도시 이름이에요: 플레이어 이름이거나, 2인 게임에서는
# 자유 도시(wonders-free_city)예요. 도시가 자유 도시일 수 있는 메시지는 "alice: Temple 건설"처럼
# 기록 형식으로 써서 님도 조사도 붙이지 않아요. 늘 플레이어인 자리(side, ready, unready,
# fc_holder, returned)에는 님을 붙여요. $card, $leader, $wonder는 데이터의 영어 이름이라
# 바로 뒤에 조사를 붙이지 않아요("… 카드를"). 자원 수(wonders-units)는 늘 "…개"로 끝나요.

## names and pieces of sentences

wonders-name-wood = 목재
wonders-name-stone = 석재
wonders-name-clay = 점토
wonders-name-ore = 광석
wonders-name-glass = 유리
wonders-name-textile = 직물
wonders-name-papyrus = 파피루스
wonders-name-colour_brown = 갈색
wonders-name-colour_grey = 회색
wonders-name-colour_blue = 파란색
wonders-name-colour_yellow = 노란색
wonders-name-colour_red = 빨간색
wonders-name-colour_green = 초록색
wonders-name-colour_purple = 보라색
wonders-free_city = 자유 도시
wonders-units = { $kind } { $n }개
wonders-coins = 동전 { $n }개
wonders-list = { $items }
wonders-nothing = 없음
wonders-gain = {" "}(+동전 { $n }개)
wonders-board = { $wonder } ({ $side }면)

## how something is paid

wonders-pay-chain = 연계로 무료
wonders-pay-olympia = Olympia 능력(시대마다 한 번)으로 무료
wonders-pay-ramses = 무료 (Ramses)
wonders-pay-own = 내 자원으로 무료
wonders-pay-to_left = 왼쪽 이웃에게 동전 { $n }개
wonders-pay-to_right = 오른쪽 이웃에게 동전 { $n }개
wonders-pay-to_bank = 은행에 동전 { $n }개{ $bilkis ->
    [yes] {" "}(그중 1개는 Bilkis 몫)
   *[no] {""}
}
wonders-pay-plan = { $parts } 지불
wonders-pay-plan_total = { $parts } 지불 (모두 동전 { $total }개)
wonders-pay-plan_start = { $parts } 지불
wonders-pay-plan_total_start = { $parts } 지불 (모두 동전 { $total }개)
wonders-pay-chain_start = 연계로 무료
wonders-pay-olympia_start = Olympia 능력(시대마다 한 번)으로 무료
wonders-pay-ramses_start = 무료 (Ramses)
wonders-pay-own_start = 내 자원으로 무료
wonders-pay-choose = 지불 방법 고르기
wonders-pay-none = 지금은 건설할 수 없음
wonders-pay-one = { $plan }
wonders-pay-olympia_or = Olympia로 무료, 또는 동전 { $n }개부터
wonders-pay-from = 동전 { $n }개부터
wonders-card-free = { $colour }, 무료
wonders-card-needs = { $colour }, 필요: { $needs }
wonders-card-built = 이미 건설한 카드: 불가사의 단계에 쓰거나 버릴 수 있어요
wonders-card-cannot = 지금은 건설할 수 없음
wonders-card-own = 내 자원으로 무료
wonders-card-from = 동전 { $n }개부터 건설 가능

## moves (menus, buttons, /play)

wonders-move-side = 내 보드의 { $side }면으로 플레이
wonders-move-keep = { $leader } 남기기 (비용: 동전 { $n }개): { $text }
wonders-move-withdraw = 선택 바꾸기: 고른 것을 되돌리고 다시 고르기
wonders-move-back = 한 단계 뒤로
wonders-move-skip = 아무것도 하지 않기
wonders-move-copy = { $leader } 능력 복사: { $text }
wonders-move-from_discard = 버린 카드 더미에서 { $card } 무료 건설
wonders-move-other_ways = { $fc ->
    [yes] 자유 도시: 다른 지불 방법 (모든 방법, 내가 생산하는 자원을 사는 방법까지)
   *[no] 다른 지불 방법 (모든 방법, 내가 생산하는 자원을 사는 방법까지)
}
wonders-move-pay = { $fc ->
    [yes] 자유 도시: { $plan }
   *[no] { $plan }
}
wonders-move-card = { $fc ->
    [yes] 자유 도시: { $card } ({ $note })
   *[no] { $card } ({ $note })
}
wonders-move-leader = { $leader } (고용 비용: 동전 { $n }개): { $text }
wonders-move-recruit = { $fc ->
    [yes] 자유 도시: { $leader } 고용 (동전 { $n }개)
   *[no] { $leader } 고용 (동전 { $n }개)
}
wonders-move-recruit_any = { $fc ->
    [yes] 자유 도시: { $leader } 고용
   *[no] { $leader } 고용
}
wonders-move-build = { $fc ->
    [yes] 자유 도시: { $card } 건설 ({ $how })
   *[no] { $card } 건설 ({ $how })
}
wonders-move-build_any = { $fc ->
    [yes] 자유 도시: { $card } 건설
   *[no] { $card } 건설
}
wonders-move-wonder = { $fc ->
    [yes] 자유 도시: { $card } 카드로 불가사의 { $stage }단계 건설 ({ $how })
   *[no] { $card } 카드로 불가사의 { $stage }단계 건설 ({ $how })
}
wonders-move-wonder_any = { $fc ->
    [yes] 자유 도시: { $card } 카드로 다음 불가사의 단계 건설
   *[no] { $card } 카드로 다음 불가사의 단계 건설
}
wonders-move-discard = { $fc ->
    [yes] 자유 도시: { $card } 버리고 동전 3개 받기
   *[no] { $card } 버리고 동전 3개 받기
}
wonders-move-generic_card = { $items } 고르기
wonders-move-generic_leader = 리더 고르기: { $items }
wonders-move-generic_build = { $items } 건설
wonders-move-generic_wonder = { $items } 카드로 불가사의 단계 건설
wonders-move-generic_discard = { $items } 버리고 동전 3개 받기
wonders-move-generic_recruit = { $items } 고용
wonders-move-generic_pay = 지불
wonders-move-other = { $token }

## menu titles

wonders-group-side = 불가사의 면
wonders-group-keep = 남길 리더
wonders-group-card = 카드 고르기
wonders-group-leader = 리더 고르기
wonders-group-build = 건설
wonders-group-wonder = 불가사의 단계
wonders-group-discard = 버리고 동전 3개 받기
wonders-group-recruit = 고용
wonders-group-pay = 지불 방법
wonders-group-back = 뒤로 가기
wonders-group-withdraw = 선택 바꾸기
wonders-group-from_discard = 버린 카드 더미에서 건설
wonders-group-copy = 리더 능력 복사
wonders-group-skip = 넘기기

## what happened

wonders-event-boards = 불가사의 보드를 나눠 받았어요: { $boards }.
wonders-event-side = { $seat }님은 { $side }면으로 플레이해요.
wonders-event-leader_hand = 내 리더: { $leaders }.
wonders-event-draft = 리더 드래프트 { $round }라운드: 리더 1명을 골라 남기세요.
wonders-event-draft_passed = 리더 카드를 오른쪽으로 넘겨요.
wonders-event-age = { $age }시대가 시작돼요.
wonders-event-dealt = 내 { $age }시대 손패: { $cards }.
wonders-event-fc_draw = 자유 도시 카드를 맡아서 { $card } 카드를 뽑았어요.
wonders-event-fc_holder = 이번 차례에는 { $seat }님이 자유 도시를 맡아요.
wonders-event-ready = { $seat }님이 준비를 마쳤어요.
wonders-event-unready = { $seat }님이 선택을 되돌렸어요.
wonders-event-back = 한 단계 뒤로 돌아갔어요.
wonders-event-picked = { $card } 카드를 골랐어요.
wonders-event-chose = { $action ->
    [build] { $card } 카드를 건설하기로 했어요.
    [wonder] { $card } 카드로 불가사의 단계를 건설하기로 했어요.
    [discard] { $card } 카드를 버리기로 했어요.
    [recruit] { $card } 리더를 고용하기로 했어요.
   *[other] { $card } 카드로 할 일을 골랐어요.
}
wonders-event-paid = 지불 방법: { $plan }.
wonders-event-other_ways = 이제 모든 지불 방법이 보여요.
wonders-event-revealed = { $age }시대 { $turn }번째 차례: { $moves }.
wonders-event-revealed_recruit = 리더 고용: { $moves }.
wonders-event-staged_card = { $card } 카드를 불가사의 아래에 끼워 넣었어요.
wonders-event-seventh_discarded = 손패마다 남은 마지막 카드를 버려요({ $n }장).
wonders-event-built = { $seat }: 7번째 카드로 { $card } 건설{ $gain }.
wonders-event-staged = { $seat }: 7번째 카드로 불가사의 { $stage }단계 건설{ $gain }.
wonders-event-discarded = { $seat }: 7번째 카드를 버림{ $gain }.
wonders-event-from_discard = { $seat }: 버린 카드 더미에서 { $card } 건설{ $gain }.
wonders-event-copied = { $seat }: { $owner }의 { $leader } 카드에 Courtesan 토큰을 놓음{ $gain }.
wonders-event-recruited = { $seat }: 추가 리더로 { $leader } 고용{ $gain }.
wonders-event-skipped = { $seat }: { $what ->
    [seventh] 7번째 카드 플레이
    [courtesan] Courtesans Guild 효과
    [rome] 추가 리더 고용
    [halicarnassus] 버린 카드 더미에서 건설
    [solomon] Solomon의 버린 카드 더미 건설
    [solomon_copy] Solomon의 버린 카드 더미 건설
   *[other] 선택
} 건너뜀.
wonders-event-rome_draw = { $seat }: 상자에서 리더 카드 { $n }장을 뽑음.
wonders-event-rome_drawn = 뽑은 리더: { $leaders }.
wonders-event-returned = { $seat }님이 쓰지 않은 리더 카드 { $n }장을 상자에 돌려놓아요.
wonders-event-conflicts = { $age }시대 군사 충돌: { $results }.
wonders-event-game_over = 3시대가 끝났어요: 최종 점수를 계산해요.
wonders-event-leaders_dealt = 내 리더: { $leaders }.

wonders-reveal-build = { $seat }: { $card } 건설{ $paid }{ $gain }
wonders-reveal-recruit = { $seat }: { $leader } 고용{ $paid }{ $gain }
wonders-reveal-stage = { $seat }: 불가사의 { $stage }단계 건설{ $paid }{ $gain }
wonders-reveal-discard = { $seat }: 카드 버림{ $gain }
wonders-reveal-discard_leader = { $seat }: 리더 버림{ $gain }
wonders-paid-free = , { $plan }
wonders-paid-parts = , { $parts } 지불
wonders-paid-to = { $seat }에게 동전 { $n }개
wonders-paid-bank = 은행에 동전 { $n }개{ $bilkis ->
    [yes] {" "}(그중 1개는 Bilkis 몫)
   *[no] {""}
}
wonders-conflict-tie = { $first }, { $second } 무승부
wonders-conflict-win = { $winner } 승리({ $loser } 상대)

## why a move is refused

wonders-what-card = { $card }
wonders-what-stage = 불가사의 { $stage }단계
wonders-why-nothing_to_withdraw = 되돌릴 선택이 없어요.
wonders-why-wait = 다른 플레이어가 차례를 마무리하고 있어요. 기다려 주세요.
wonders-why-not_in_hand = { $card } 카드는 내 손패에 없어요.
wonders-why-picked = 이미 카드를 골랐어요: 그 카드로 할 일을 고르거나 뒤로 가세요.
wonders-why-free_city_builds = 자유 도시는 건설할 수 있는(또는 불가사의에 쓸 수 있는) 카드가 있으면 그 카드를 골라야 해요.
wonders-why-pick_first = 먼저 카드를 골라 주세요.
wonders-why-other_card = { $card } 카드를 골랐어요: 그 카드로 할 일을 고르거나, 뒤로 가서 다른 카드를 고르세요.
wonders-why-choose_pay = 지불 방법을 고르거나 뒤로 가세요.
wonders-why-same_card = 내 도시에 이미 { $card } 카드가 있어요.
wonders-why-wonder_done = 불가사의를 모두 완성했어요.
wonders-why-free_city_discard = 자유 도시는 이 손패의 카드를 하나도 건설할 수 없을 때만 버릴 수 있어요.
wonders-why-leader_coins = { $leader } 리더를 고용할 동전이 모자라요: 동전 { $n }개가 더 필요해요.
wonders-why-other_ways = 그 지불 방법은 전체 목록에 있어요: 먼저 “다른 지불 방법”을 고르세요.
wonders-why-not_a_way = 내가 쓸 수 있는 지불 방법이 아니에요. 목록에서 하나 고르세요.
wonders-why-coins_short = { $what }: 동전이 모자라요. 동전 { $n }개가 더 필요해요.
wonders-why-not_produced = { $what }: 건설할 수 없어요. 나와 이웃 도시가 { $cost }를 생산하지 않아요.
