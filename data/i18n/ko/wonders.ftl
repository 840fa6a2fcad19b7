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
wonders-move-leader = { $leader } ({ $n ->
    [0] 무료로 고용
   *[other] 고용 비용: 동전 { $n }개
}): { $text }
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
wonders-conflict-win = { $winner }, { $loser }에게 승리

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
wonders-why-not_produced = { $what }: 건설할 수 없어요. 나와 이웃 도시의 생산으로는 비용({ $cost })을 낼 수 없어요.

## 카드, 불가사의 단계, 리더의 효과 (speech.effect_phrase)
# $what: 세는 대상, $where: self(내 도시) / neighbours(양쪽 이웃 도시) / all(둘 다)

wonders-name-compass = 컴퍼스
wonders-name-gear = 톱니바퀴
wonders-name-tablet = 석판
wonders-effect-produce = 매 차례 { $items } 생산
wonders-effect-produce_choice = 매 차례 { $which ->
    [raw] 원하는 원자재 1개
    [goods] 원하는 가공품 1개
   *[list] { $items } 중 원하는 것 1개
} 생산{ $sellable ->
    [no] , 이웃에게는 팔 수 없음
   *[yes] {""}
}
wonders-effect-vp = 승점 { $n }점
wonders-effect-coins = 동전 { $n }개 받기
wonders-effect-shields = 방패 { $n }개
wonders-effect-science = 과학 기호: { $symbol }
wonders-effect-science_choice = 게임이 끝날 때 원하는 과학 기호 1개
wonders-effect-coins_per = 건설할 때 { $where ->
    [self] 내 도시의
    [neighbours] 양쪽 이웃 도시의
   *[all] 내 도시와 양쪽 이웃 도시의
} { $what }마다 동전 { $n }개
wonders-effect-vp_per = 게임이 끝날 때 { $where ->
    [self] 내 도시의
    [neighbours] 양쪽 이웃 도시의
   *[all] 내 도시와 양쪽 이웃 도시의
} { $what }마다 승점 { $n }점
wonders-effect-vp_per_coins = 게임이 끝날 때 가진 동전 3개마다 승점 { $n }점
wonders-effect-trade_discount = { $side ->
    [left] 왼쪽 이웃의
    [right] 오른쪽 이웃의
   *[both] 양쪽 이웃의
} { $goods ->
    [raw] 원자재를
   *[manufactured] 가공품을
} 개당 동전 { $n }개에 구매
wonders-effect-free_build_once_per_age = 시대마다 한 번, 손패의 카드 1장을 무료로 건설
wonders-effect-build_from_discard = 차례가 끝날 때 버린 카드 더미에서 카드 1장을 무료로 건설
wonders-effect-play_seventh_card = 시대마다 마지막 카드도 쓸 수 있음
wonders-effect-copy_neighbor_guild = 게임이 끝날 때 이웃의 길드 1개를 복사
wonders-effect-copy_neighbor_leader = 이웃 리더에 Courtesan 토큰을 놓고 그 능력을 얻음
wonders-effect-draw_leaders_from_box = 상자에서 리더 카드 { $n }장 뽑기
wonders-effect-recruit_extra_leader_now = 바로 리더 1명을 동전 { $n }개 싸게 추가 고용
wonders-effect-recruit_leaders_free = 리더를 무료로 고용
wonders-effect-leader_cost_discount = 내 리더는 동전 { $own }개, 이웃의 리더는 동전 { $others }개 싸게 고용
wonders-count-cards = { $colours } 카드
wonders-count-wonder_stages = 건설된 불가사의 단계
wonders-count-defeat_tokens = 패배 토큰
wonders-count-recruited_leaders = 고용된 리더

# 보드의 불가사의 단계 칸에 들어가는 짧은 말
wonders-fx-produce = { $items }
wonders-fx-produce_choice = { $which ->
    [raw] 원자재 선택
    [goods] 가공품 선택
   *[list] { $items }
}
wonders-fx-vp = { $n }점
wonders-fx-coins = 동전 { $n }
wonders-fx-shields = 방패 { $n }
wonders-fx-science = { $symbol }
wonders-fx-science_choice = 과학 기호 선택
wonders-fx-coins_per = 카드당 동전
wonders-fx-vp_per = 카드당 승점
wonders-fx-vp_per_coins = 동전 3개당 승점
wonders-fx-trade_discount = 원자재 동전 1개
wonders-fx-free_build_once_per_age = 시대마다 무료 건설 1번
wonders-fx-build_from_discard = 버린 카드 건설
wonders-fx-play_seventh_card = 7번째 카드 사용
wonders-fx-copy_neighbor_guild = 길드 복사
wonders-fx-copy_neighbor_leader = 리더 복사
wonders-fx-draw_leaders_from_box = 리더 { $n }장 뽑기
wonders-fx-recruit_extra_leader_now = 리더 추가 고용
wonders-fx-recruit_leaders_free = 리더 무료
wonders-fx-leader_cost_discount = 리더 할인

# 메뉴와 /card에 나오는 카드·불가사의·리더 한 줄 설명 (100자까지)
wonders-summary-paid = 비용 { $cost } · { $effects }{ $chain }
wonders-summary-free = 무료 · { $effects }{ $chain }
wonders-summary-effects = { $effects }
wonders-summary-chain = {" "}· { $cards }에서 연계
wonders-summary-wonder = { $makes } 생산 · A: { $stages }
wonders-summary-wonder_none = 생산 없음 · A: { $stages }
wonders-summary-power = { $summary } · { $side }면 능력: { $power }
wonders-summary-leader = 동전 { $n }개 · { $text }

## 손패의 카드를 지금 건설하는 데 드는 것 (보드의 손패)

wonders-note-built = 이미 건설함
wonders-note-chain = 연계
wonders-note-olympia = 무료 (Olympia)
wonders-note-ramses = 무료 (Ramses)
wonders-note-free = 무료
wonders-note-coins = 동전 { $n }개
wonders-note-short = 동전 { $n }개 부족
wonders-note-unavailable = 건설 불가
wonders-choice = { $fc ->
    [yes] 자유 도시: { $card }
   *[no] { $card }
}{ $action ->
    [build] {" "}→ 건설
    [wonder] {" "}→ 불가사의 단계
    [discard] {" "}→ 버리기
    [recruit] {" "}→ 고용
    [keep] {" "}→ 남기기
   *[other] {""}
}{ $paid }
wonders-choice-paid = {" "}({ $how ->
    [chain] 연계
    [olympia] Olympia
    [ramses] Ramses
    [free] 무료
   *[coins] 동전 { $n }개
})

## 보드 그림 (renderers/wonders.py)과 카드 설명의 이름표 (renderers/wonders_cards.py)

wonders-board-free_city = 자유 도시
wonders-board-free_city_note = 중립 도시, 순위 없음
wonders-board-you = { $name } (나)
wonders-board-neighbours = ← 왼쪽: { $left }   오른쪽: { $right } →
wonders-board-comma = {", "}
wonders-board-makes = 생산: { $items }
wonders-board-sells = 판매: { $items }
wonders-board-prices = { $who }: 원자재 { $raw } · 가공품 { $goods }
wonders-board-prices_you = 여기서 내 구매 가격: 원자재 { $raw } · 가공품 { $goods }
wonders-board-science = 과학: 컴퍼스 { $compass } · 톱니바퀴 { $gear } · 석판 { $tablet }
wonders-board-wild = {" "}· 선택 { $n }
wonders-board-discard = 버린 카드 더미: { $n }
wonders-board-holder = { $seat }님이 자유 도시를 맡음
wonders-board-last = 지난 차례: { $moves }
wonders-board-move = { $action ->
    [build] { $who }: { $card } 건설
    [recruit] { $who }: { $card } 고용
    [wonder] { $who }: 불가사의 { $stage }단계 건설
   *[other] { $who }: 카드 버림
}
wonders-board-phase = { $phase ->
    [draft] 리더 드래프트
    [sides] 불가사의 면 고르기
    [recruit] { $age }시대 · 고용
    [over] 최종 점수
   *[play] { $age }시대 · { $turn }번째 차례 · { $direction ->
        [left] 왼쪽으로 넘김
       *[right] 오른쪽으로 넘김
    }
}
wonders-board-over = 게임 끝
wonders-board-waiting = 기다리는 중: { $names }
wonders-board-waiting_count = { $n }명 기다리는 중
wonders-board-pending = { $what ->
    [seventh] { $who }: 7번째 카드 사용 중
    [courtesan] { $who }: Courtesan 토큰을 놓는 중
    [rome] { $who }: 리더를 추가로 고용할 수 있음
    [halicarnassus] { $who }: 버린 카드 더미에서 건설하는 중
    [solomon] { $who }: 버린 카드 더미에서 건설하는 중 (Solomon)
    [solomon_copy] { $who }: 버린 카드 더미에서 건설하는 중 (복사한 Solomon)
   *[other] { $who }: 고르는 중
}
wonders-board-ready = 준비 완료
wonders-board-choosing = 고르는 중
wonders-board-hand = 손패 { $n }
wonders-board-pile = 더미 { $n }
wonders-board-leader_count = 리더 { $n }
wonders-board-vp = 승점 { $n }
wonders-board-entry = { $name }: { $vp }점 · 동 { $coins } · 방 { $shields }
wonders-board-wonder_side = { $wonder } · { $side }면
wonders-board-courtesan = Courtesan: { $leader }
wonders-board-final = 최종 점수
wonders-board-total = 합계
wonders-board-wins = 승리
wonders-board-not_ranked = { $name } (순위 없음)
wonders-board-no_cost = 비용 없음
wonders-board-you_note = 나: { $note }
wonders-board-stage_yes = 단계: 가능
wonders-board-stage_no = 단계: 불가
wonders-board-fc_note = 자유 도시: { $note }{ $stage ->
    [yes] {" "}/ 단계
   *[no] {""}
}
wonders-board-chain_free = { $cards } 카드가 있으면 무료.
wonders-board-leader_cost = 비용 { $n }
wonders-board-leader_pay = 비용 { $n } · 내가 낼 돈 { $pay }
wonders-board-section-seventh = 내 7번째 카드 (Babylon)
wonders-board-section-discard = 버린 카드 더미: 무료로 건설할 카드 1장을 고르세요
wonders-board-section-hand = 내 손패
wonders-board-section-draft = 리더 드래프트: 1명을 남기세요
wonders-board-section-leaders = 내 리더
wonders-board-choice = 지금까지 고른 것: { $items }
wonders-board-legend-last = 마지막 수
wonders-board-legend-ready = 준비 완료
wonders-board-legend-choosing = 고르는 중
wonders-board-legend-stage = 건설한 단계
wonders-board-legend-leader = 리더
wonders-board-legend-coins = 동 = 동전
wonders-board-legend-shields = 방 = 방패
# 비용 칸의 표시: 자원 이름의 첫 글자 (목재 → 목, 파피루스 → 파)
wonders-board-resource_short-wood = 목
wonders-board-resource_short-stone = 석
wonders-board-resource_short-clay = 점
wonders-board-resource_short-ore = 광
wonders-board-resource_short-glass = 유
wonders-board-resource_short-textile = 직
wonders-board-resource_short-papyrus = 파
wonders-board-key = 비용 칸
# 카드 설명
wonders-board-kind_age = { $age }시대 카드
wonders-board-kind_guild = 길드 (3시대)
wonders-board-kind_wonder = 불가사의
wonders-board-kind_leader = 리더
wonders-board-cost = 비용: { $cost }
wonders-board-cost_free = 비용: 무료
wonders-board-effect = 효과: { $effects }
wonders-board-chain_from = 이 카드가 있으면 무료: { $cards }
wonders-board-chain_to = 무료로 만들어 주는 카드: { $cards }
wonders-board-from_players = { $n }인 게임부터 덱에 들어감
wonders-board-leaders_only = 리더스 확장에서만
wonders-board-city_makes = 이 도시의 생산: { $makes }.
wonders-board-city_makes_nothing = 이 도시는 자원을 생산하지 않아요.
wonders-board-side_label = { $side }면
wonders-board-board_effect = 보드: { $effects }
wonders-board-stage = { $n }단계: { $cost }. { $effects }
wonders-board-recruit = 동전 { $n }개로 고용
