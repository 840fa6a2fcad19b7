# 7 Wonders Duel과 아고라: 엔진이 하는 말 (bot/engine/duel/speech.py).
# 카드, 불가사의, 발전 토큰, 원로원 의원, 법령, 음모의 이름은 게임 데이터의 영어 이름을 그대로 써요.
# 이름 뒤에 조사가 붙지 않도록, 사건은 "alice: Temple 건설"처럼 기록 한 줄로 적어요 (GLOSSARY.md).

## 다른 메시지 안에서 쓰는 말

duel-age = { $n }시대
duel-units = { $kind } { $n }개
duel-name-wood = 목재
duel-name-clay = 점토
duel-name-stone = 석재
duel-name-glass = 유리
duel-name-papyrus = 파피루스
duel-name-armillary = 혼천의
duel-name-inkwell = 잉크병
duel-name-mortar = 절구
duel-name-pendulum = 진자
duel-name-sundial = 해시계
duel-name-wheel = 바퀴
duel-name-scales = 저울
duel-name-colour_brown = 갈색
duel-name-colour_grey = 회색
duel-name-colour_blue = 파란색
duel-name-colour_green = 초록색
duel-name-colour_yellow = 노란색
duel-name-colour_red = 빨간색
duel-name-colour_purple = 보라색

# Senators: the card says only what it is and where it acts, so we say it in our words
# (as the Vietnamese document does); no particle follows a card name in our messages.
duel-name-politician_left_1 = 정치가 (왼쪽)
duel-name-politician_left_2 = 정치가 (왼쪽)
duel-name-politician_middle_1 = 정치가 (가운데)
duel-name-politician_middle_2 = 정치가 (가운데)
duel-name-politician_middle_3 = 정치가 (가운데)
duel-name-politician_right_1 = 정치가 (오른쪽)
duel-name-politician_right_2 = 정치가 (오른쪽)
duel-name-conspirator_1 = 음모가
duel-name-conspirator_2 = 음모가
duel-name-conspirator_3 = 음모가
duel-name-conspirator_4 = 음모가
duel-name-conspirator_5 = 음모가
duel-name-conspirator_6 = 음모가

# the Decrees: our own names for them (the tokens print none; the English ones are ours too)
duel-name-coins_on_blue = 파란색 징수
duel-name-coins_on_green = 초록색 징수
duel-name-coins_on_yellow = 노란색 징수
duel-name-coins_on_red = 빨간색 징수
duel-name-ignore_symbol_yellow = 노란색 면제
duel-name-ignore_symbol_red = 빨간색 면제
duel-name-ignore_symbol_green = 초록색 면제
duel-name-wonder_discount = 불가사의 할인
duel-name-shield = 방패
duel-name-brown_trade_discount = 저렴한 원자재
duel-name-grey_trade_discount = 저렴한 가공품
duel-name-senate_plus_two = 원로원 +2
duel-name-discard_plus_two = 버리기 +2
duel-name-coins_on_wonder = 불가사의 징수
duel-name-opponent_chains = 빌린 연계
duel-name-conspirator_extra_turn = 음모가의 추가 차례
duel-per-wonder = 불가사의
duel-per-cards = { $colours } 카드

## 비용

duel-pay-chain = 연계로 무료
duel-pay-free = 무료
duel-pay-coins = 동전 { $n }개 지불
duel-pay-buy = { $what } 구매에 동전 { $n }개
duel-pay-buy_count = 자원 { $units }개 구매에 동전 { $n }개
duel-pay-both = { $first }, { $second }

## 효과 (종류마다 하나)

duel-effect-coins = 동전 { $n }개
duel-effect-vp = { $n }점
duel-effect-shields = 방패 { $n }개
duel-effect-produce = +{ $what }
duel-effect-produce_one_of = 매 차례 { $what } 중 1개
duel-effect-fixed_price = { $what } 가격 동전 { $n }개
duel-effect-science = { $symbol }
duel-effect-coins_per = { $what } 1장당 동전 { $n }개
duel-effect-guild = { $what } 수가 가장 많은 도시 기준 1장당 { $coins ->
    [0] {""}
   *[other] 동전 { $coins }개 + {""}
}{ $vp }점
duel-effect-guild_coins = 가장 부유한 도시의 동전 3개당 1점
duel-effect-opponent_loses_coins = 상대가 동전 { $n }개 잃음
duel-effect-destroy = 상대의 { $colour } 카드 1장 버리기
duel-effect-revive = 버린 카드 하나를 무료로 건설
duel-effect-library = 상자에서 토큰 3개 중 1개 갖기
duel-effect-play_again = 한 번 더 하기
duel-effect-discount = { $target ->
    [wonder] 불가사의
   *[other] 파란색 카드
} 비용에서 자원 { $n }개 덜 냄
duel-effect-trade_income = 상대가 거래로 낸 동전은 내 차지
duel-effect-vp_per_token = 발전 토큰 1개당 { $n }점
duel-effect-red_bonus = 빨간색 카드에 방패 +{ $n }
duel-effect-wonders_play_again = 내 불가사의는 모두 한 번 더 하기
duel-effect-chain_coins = 연계로 건설할 때마다 동전 { $n }개
duel-effect-senators_free = 원로원 의원 고용이 무료
duel-effect-conspire_keep_both = 음모를 꾸밀 때 두 장 모두 갖기
duel-effect-conspire = 음모 꾸미기: 음모 2장을 뽑아 1장 갖기
duel-effect-politician = { $section ->
    [left] 왼쪽
    [middle] 가운데
   *[right] 오른쪽
} 구역에서 원로원 행동
duel-effect-conspirator = 큐브 놓기 또는 음모 꾸미기
duel-effect-trigger_unprepared_conspiracy = 준비하지 않은 음모 하나 발동
duel-effect-place_influence_any = 아무 회의장에 큐브 1개 놓기
duel-effect-move_influence = 큐브 1개를 이웃 회의장으로 옮기기
duel-effect-other = { $kind }

## 사건

duel-event-draft_pick = { $seat }: 불가사의 { $wonder } 선택
duel-event-draft_offer = 새 불가사의 4개: { $wonders }
duel-event-draft_done = 불가사의 드래프트가 끝났어요.
duel-event-age = { $age }가 시작돼요.
duel-event-age_end = { $age }가 끝났어요.
duel-event-reveal = 앞면으로 뒤집힌 카드: { $cards }
duel-event-build = { $seat }: { $card } 건설 ({ $n ->
    [0] 무료
   *[other] 동전 { $n }개
})
duel-event-build_chain = { $seat }: { $card } 건설 (연계로 무료)
duel-event-build_revive = { $seat }: 버린 카드 더미에서 { $card } 무료 건설
duel-event-build_fraud = { $seat }: 가장 먼 줄에서 { $card } 무료 건설
duel-event-build_treason = { $seat }: 상자에서 { $card } 무료 건설
duel-event-recruit = { $seat }: { $card } 고용 ({ $n ->
    [0] 무료
   *[other] 동전 { $n }개
})
duel-event-discard = { $seat }: { $card } 버리고 동전 { $n }개 받기
duel-event-wonder = { $seat }: { $card } 카드로 불가사의 { $wonder } 건설{ $n ->
    [0] {""}
   *[other] {" "}(동전 { $n }개)
}
duel-event-wonder_out = 불가사의 7개가 건설됐어요. { $wonder } 카드는 게임에서 빠져요.
duel-event-coins = { $seat }: 동전 { $n }개 받기
duel-event-coins_from = { $seat }: 동전 { $n }개 받기 ({ $source })
duel-event-coins_decree = { $seat }: 동전 { $n }개 받기 (법령 { $decree })
duel-event-lose_coins = { $seat }: 동전 { $n }개 잃음
duel-event-economy = { $seat }: 거래 동전 { $n }개 받기 (Economy)
duel-event-pawn = { $seat }: 분쟁 말 { $n }칸 전진
duel-event-military_token = { $seat }: { $victim } 쪽의 군사 토큰 획득
duel-event-pair = { $seat }: { $symbol } 과학 상징 한 쌍 완성
duel-event-progress = { $seat }: 발전 토큰 { $token } 획득
duel-event-destroy = { $seat }: { $victim }의 { $card } 카드를 버림
duel-event-library = { $seat }: 상자에서 발전 토큰 { $n }개를 뽑음
duel-event-library_draw = 뽑은 토큰: { $tokens }
duel-event-play_again = { $seat }: 추가 턴
duel-event-starter_self = { $seat }: { $age }를 직접 시작하기로 했어요.
duel-event-starter_other = { $seat }: { $age }의 시작을 { $first }에게 넘겼어요.
duel-event-supremacy = { $seat }: { $kind ->
    [military] 군사
    [science] 과학
   *[political] 정치
} 우위로 승리!
duel-event-shared_supremacy = 두 플레이어가 동시에 { $kind ->
    [military] 군사
    [science] 과학
   *[political] 정치
} 우위에 도달했어요. 공동 승리!
duel-event-game_end = 3시대가 끝나 게임이 끝났어요. 점수 승리: { $seat }
duel-event-game_end_shared = 3시대가 끝나 게임이 끝났어요. 공동 승리!
duel-event-senate_actions = { $seat }: { $section ->
    [left] 왼쪽
    [middle] 가운데
   *[right] 오른쪽
} 구역에서 원로원 행동 { $n }번
duel-event-influence_place = { $seat }: { $chamber }번 회의장에 큐브 놓기
duel-event-influence_move = { $seat }: 큐브를 { $frm }번 회의장에서 { $to }번 회의장으로 옮김
duel-event-influence_remove = { $seat }: { $chamber }번 회의장에서 { $victim }의 큐브 1개 제거
duel-event-control = { $seat }: { $chamber }번 회의장 장악
duel-event-control_lost = { $seat }: { $chamber }번 회의장 장악을 잃음
duel-event-decree_reveal = { $chamber }번 회의장의 법령 공개: { $decree }
duel-event-decree_move = { $seat }: 법령 { $decree }, { $frm }번 회의장에서 { $to }번 회의장으로 이동
duel-event-decree_move_hidden = { $seat }: 뒷면인 법령, { $frm }번 회의장에서 { $to }번 회의장으로 이동
duel-event-senate_stop = { $seat }: 원로원 행동을 멈춤
duel-event-conspire = { $seat }: 음모를 꾸며 음모 카드 { $n }장을 뽑음
duel-event-conspire_draw = 뽑은 음모: { $cards }
duel-event-conspiracy_kept = { $seat }: 음모 하나를 뒷면으로 내려놓음 ({ $slot }번 음모)
duel-event-conspiracy_kept_secret = 내 { $slot }번 음모: { $conspiracy }
duel-event-conspiracy_return = { $seat }: 남은 음모를 더미 { $where ->
    [top] 맨 위에
   *[bottom] 맨 아래에
} 놓음
duel-event-conspiracy_prepare = { $seat }: { $card } 카드로 { $slot }번 음모 준비
duel-event-trigger = { $seat }: 음모 { $conspiracy } 발동 ({ $slot }번 음모, { $card } 카드로 준비)
duel-event-trigger_unprepared = { $seat }: 음모 { $conspiracy } 발동 ({ $slot }번 음모, 준비 없이)
duel-event-curia_skip = { $seat }: Curia Julia로 음모를 발동하지 않음
duel-event-extort = { $seat }: { $victim }의 불가사의 { $wonder } 빼앗음
duel-event-lock = { $seat }: { $frm ->
    [board] 보드의
   *[opponent] 상대의
} 발전 토큰 { $token } 봉인
duel-event-lock_box = { $seat }: 상자의 발전 토큰 하나를 뒷면으로 봉인
duel-event-lock_secret = 상자에서 봉인한 토큰: { $token }
duel-event-treason = { $seat }: 시대마다 빼 둔 카드를 살펴봄
duel-event-scrap = { $seat }: 카드 배치에서 { $card } 카드를 버림
duel-event-seize = { $seat }: { $victim }의 { $card } 카드를 가져옴
duel-event-coerce = { $seat }: { $victim }의 { $took } 카드를 가져오고 대신 { $gave } 카드를 줌
duel-event-sabotage = { $seat }: { $victim }의 { $wonder } 불가사의를 상자로 되돌림 ({ $card } 카드는 버린 카드 더미로)
duel-event-other = { $kind }

## 수 (버튼, 메뉴, 자동 완성)

duel-move-build = { $card } 건설: { $cost }
duel-move-discard = { $card } 버리고 동전 { $n }개 받기
duel-move-wonder = { $card } 카드로 불가사의 { $wonder } 건설: { $cost }
duel-move-recruit = { $card } 고용: { $cost }
duel-move-prepare = { $card } 카드로 { $slot }번 음모 준비 (차례 끝)
duel-move-trigger = { $conspiracy } 발동 ({ $slot }번 음모, { $card } 카드로 준비)
duel-move-pick = { $wonder } 선택 ({ $effects })
duel-move-progress = { $token } 가져오기: { $effects }
duel-move-destroy = 상대의 { $card } 카드 버리기
duel-move-revive = 버린 카드 더미에서 { $card } 무료 건설
duel-move-start_me = { $age }를 내가 시작
duel-move-start_opponent = { $age }를 상대가 시작
duel-move-place = { $chamber }번 회의장에 큐브 놓기
duel-move-move = 큐브를 { $frm }번 회의장에서 { $to }번 회의장으로 옮기기
duel-move-remove = { $chamber }번 회의장에서 상대 큐브 제거
duel-move-stop = 그만하기: 원로원 행동 끝
duel-move-skip_move = 옮기지 않기
duel-move-conspire = 음모 꾸미기: 음모 2장을 뽑아 { $both ->
    [yes] 모두 갖기
   *[no] 1장 갖기
}
duel-move-keep = { $conspiracy } 갖기: { $text }
duel-move-deck = 남은 음모를 더미 { $where ->
    [top] 맨 위에
   *[bottom] 맨 아래에
} 놓기
duel-move-curia = 지금 { $conspiracy } 발동 ({ $slot }번 음모, 준비 없이)
duel-move-curia_skip = 음모를 발동하지 않기
duel-move-extort = 상대의 불가사의 { $wonder } 빼앗기
duel-move-lock = { $token } 봉인 ({ $where ->
    [board] 보드
    [opponent] 상대의 토큰
   *[box] 상자
})
duel-move-fraud = 가장 먼 줄의 { $card } 무료 건설
duel-move-treason = 상자의 { $card } 무료 건설
duel-move-espionage = 상자에서 { $token } 가져오기
duel-move-scrap = 카드 배치에서 { $card } 버리기
duel-move-scrap_done = 두 번째 카드는 버리지 않기
duel-move-seize = 상대의 { $card } 가져오기
duel-move-give = 대신 내 { $card } 주기
duel-move-decree = { $chamber }번 회의장의 법령 { $decree } 옮기기
duel-move-decree_hidden = { $chamber }번 회의장의 뒷면 법령 옮기기
duel-move-decree_to = { $chamber }번 회의장의 법령 아래에 놓기
duel-move-sabotage = 상대의 { $wonder } 상자로 되돌리기
duel-move-other = { $token }

## 메뉴 제목 (수의 종류별)

duel-group-build = 건설
duel-group-discard = 버리기
duel-group-wonder = 불가사의
duel-group-pick = 불가사의 선택
duel-group-progress = 발전 토큰
duel-group-destroy = 상대 카드 버리기
duel-group-revive = 버린 카드 건설
duel-group-library = 발전 토큰 갖기
duel-group-start = 누가 시작할까
duel-group-senate = 원로원
duel-group-conspire = 음모 꾸미기
duel-group-keep = 음모 갖기
duel-group-deck = 더미로 되돌리기
duel-group-recruit = 고용
duel-group-prepare = 음모 준비
duel-group-trigger = 음모 발동
duel-group-curia = Curia Julia
duel-group-extort = Extortion
duel-group-lock = Obscurantism
duel-group-fraud = Property Fraud
duel-group-treason = Treason
duel-group-espionage = Espionage
duel-group-scrap = Turn of Events
duel-group-seize = Foreclosure
duel-group-swap = Coercion: 가져오기
duel-group-give = Coercion: 주기
duel-group-decree = Insider Influence
duel-group-decree_to = Insider Influence: 옮길 곳
duel-group-sabotage = Sabotage

## 자리에 묻는 것

duel-ask-turn = { $agora ->
    [yes] 카드 한 장을 가져와 건설하거나 고용하고, 버리거나, 불가사의를 건설하거나, 음모를 준비하세요
   *[no] 카드 한 장을 가져와 건설하거나, 버리거나, 그 카드로 불가사의를 건설하세요
}
duel-ask-draft = 불가사의 하나를 고르세요
duel-ask-progress = 발전 토큰 하나를 고르세요
duel-ask-destroy = 버릴 상대 카드를 고르세요
duel-ask-revive = 무료로 건설할 버린 카드를 고르세요
duel-ask-library = 상자에서 뽑은 발전 토큰 중 1개를 고르세요
duel-ask-starter = 다음 시대를 누가 시작할지 고르세요
duel-ask-politician = 원로원 행동 { $n }번: { $section ->
    [left] 왼쪽
    [middle] 가운데
   *[right] 오른쪽
} 구역에 큐브를 놓거나 큐브를 옮기거나, 그만하세요
duel-ask-conspirator = 아무 회의장에 큐브를 놓거나 음모를 꾸미세요
duel-ask-place = 회의장에 큐브를 놓으세요
duel-ask-remove = 상대 큐브 하나를 제거하세요
duel-ask-move = 큐브를 이웃 회의장으로 옮기거나 넘어가세요
duel-ask-keep = 뽑은 음모 2장 중 1장을 고르세요
duel-ask-return = 남은 음모를 더미 맨 위나 맨 아래에 놓으세요
duel-ask-curia = 준비하지 않은 음모를 발동할지 고르세요 (Curia Julia)
duel-ask-extort = 상대의 건설하지 않은 불가사의 하나를 빼앗으세요
duel-ask-lock = 발전 토큰 하나를 봉인하세요 (Obscurantism)
duel-ask-fraud = 가장 먼 줄의 카드 하나를 무료로 건설하세요
duel-ask-treason = 빼 둔 시대 카드 하나를 무료로 건설하세요 (Treason)
duel-ask-espionage = 상자에서 발전 토큰 하나를 가져오세요 (Espionage)
duel-ask-scrap = 가져갈 수 있는 카드 하나를 버리세요 (Turn of Events)
duel-ask-seize = 상대의 갈색이나 회색 카드 하나를 가져오세요
duel-ask-swap = 가져올 상대의 파란색이나 초록색 카드를 고르세요
duel-ask-give = 대신 줄 내 카드를 고르세요
duel-ask-decree = 옮길 법령을 고르세요 (Insider Influence)
duel-ask-decree_to = 법령을 옮길 회의장을 고르세요
duel-ask-sabotage = 상대가 건설한 불가사의 하나를 상자로 되돌리세요

## 거절

duel-why-first = 먼저 할 일: { $ask }.
duel-why-turn = 가져갈 수 있는 카드를 한 장 가져와 건설하거나, 버리거나, 불가사의에 쓰세요.
duel-why-name_card = 카드 배치의 카드를 말해 주세요. 예: `build:lumber_yard`
duel-why-name_structure_card = 카드 배치의 카드를 말해 주세요.
duel-why-not_face_up = { $card }: 카드 배치에 앞면으로 놓인 카드가 아니에요. 가져갈 수 있는 카드를 고르세요.
duel-why-covered = { $card }: 다른 카드에 덮여 있어요. 가져갈 수 있는 카드를 고르세요.
duel-why-afford = { $what }: 비용이 부족해요. 동전이 { $n }개 더 필요해요.
duel-why-senator_recruited = 원로원 의원은 건설하지 않고 고용해요: `{ $token }`
duel-why-name_wonder = 내 불가사의 하나를 말해 주세요. 예: `wonder:the_pyramids:lumber_yard`
duel-why-wonder_out = { $wonder }: 불가사의 7개가 건설되어 게임에서 빠졌어요.
duel-why-not_your_wonder = { $wonder }: 내 불가사의가 아니에요.
duel-why-wonder_built = { $wonder }: 이미 건설했어요.
duel-why-seven_built = 불가사의 7개가 건설되어 더는 불가사의를 건설할 수 없어요.
duel-why-senators_agora = 원로원 의원은 아고라 확장에서만 나와요.
duel-why-name_senator = 원로원 의원을 말해 주세요. 예: `recruit:conspirator_1`
duel-why-is_building = { $card }: 건물이에요. `{ $token }`
duel-why-conspiracies_agora = 음모는 아고라 확장에서만 나와요.
duel-why-name_conspiracy_card = 내 음모 하나와 카드 한 장을 말해 주세요. 예: `prepare:1:altar`
duel-why-no_unprepared = 준비하지 않은 { $slot }번 음모가 없어요.
duel-why-name_prepared = 준비한 음모 하나를 말해 주세요. 예: `trigger:1`
duel-why-triggered_this_turn = 이번 차례에 이미 음모를 발동했어요.
duel-why-not_prepared = { $slot }번 음모는 준비되지 않았어요 (또는 이미 발동했어요).
duel-why-no_effect = 그 음모는 지금 아무 효과가 없어요.
duel-why-choose = { $what } 선택: { $options }
duel-why-nothing_to_choose = { $what }: 지금은 고를 수 있는 것이 없어요.
duel-what-draft = 드래프트에 나온 불가사의
duel-what-progress = 보드의 발전 토큰
duel-what-destroy = 버릴 상대 카드
duel-what-revive = 버린 카드 더미의 카드
duel-what-library = 뽑은 토큰 3개 중 1개
duel-what-starter = 다음 시대를 시작할 사람
duel-what-politician = 원로원 행동
duel-what-conspirator = 음모가 행동
duel-what-place = 회의장
duel-what-remove = 상대 큐브
duel-what-move = 큐브 옮기기
duel-what-keep = 가질 음모
duel-what-return = 더미에 놓을 자리
duel-what-curia = 음모
duel-what-extort = 불가사의
duel-what-lock = 발전 토큰
duel-what-fraud = 가장 먼 줄의 카드
duel-what-treason = 빼 둔 카드
duel-what-espionage = 토큰
duel-what-scrap = 가져갈 수 있는 카드
duel-what-seize = 카드
duel-what-swap = 카드
duel-what-give = 카드
duel-what-decree = 회의장
duel-what-decree_to = 회의장
duel-what-sabotage = 불가사의

## 법령과 음모의 규칙 (data/duel/agora.json)

duel-text-coins_on_blue = 어느 플레이어든 파란색 카드를 건설할 때마다 현재 시대의 숫자만큼 동전을 받아요.
duel-text-coins_on_green = 어느 플레이어든 초록색 카드를 건설할 때마다 현재 시대의 숫자만큼 동전을 받아요.
duel-text-coins_on_yellow = 어느 플레이어든 노란색 카드를 건설할 때마다 현재 시대의 숫자만큼 동전을 받아요.
duel-text-coins_on_red = 어느 플레이어든 빨간색 카드를 건설할 때마다 현재 시대의 숫자만큼 동전을 받아요.
duel-text-ignore_symbol_yellow = 노란색 카드를 건설할 때 비용 기호 하나를 무시해요: 자원 1개나 동전 비용 전체.
duel-text-ignore_symbol_red = 빨간색 카드를 건설할 때 비용 기호 하나를 무시해요: 자원 1개나 동전 비용 전체.
duel-text-ignore_symbol_green = 초록색 카드를 건설할 때 비용 기호 하나를 무시해요: 자원 1개나 동전 비용 전체.
duel-text-wonder_discount = 내 불가사의의 비용이 자원 1개만큼 줄어요 (어느 자원인지는 내가 골라요).
duel-text-shield = 방패 1개: 장악하면 분쟁 말이 상대 쪽으로 1칸, 장악을 잃으면 1칸 되돌아와요.
duel-text-brown_trade_discount = 은행에서 사는 목재, 점토, 석재가 하나에 동전 1개씩 싸져요 (최소 1개).
duel-text-grey_trade_discount = 은행에서 사는 유리와 파피루스가 하나에 동전 1개씩 싸져요 (최소 1개).
duel-text-senate_plus_two = 정치가의 원로원 행동 수를 셀 때 내 파란색 카드 수에 2를 더해요.
duel-text-discard_plus_two = 카드를 버리고 동전을 받을 때마다 동전 2개를 더 받아요.
duel-text-coins_on_wonder = 어느 플레이어든 불가사의를 건설할 때마다 현재 시대의 숫자만큼 동전을 받아요.
duel-text-opponent_chains = 건물을 건설할 때 상대 도시의 연계 상징도 내 것처럼 쳐요.
duel-text-conspirator_extra_turn = 음모가를 고용하면 바로 이어서 한 번 더 해요.
duel-text-extortion = 상대의 건설하지 않은 불가사의 하나를 빼앗아요. 나중에 내가 건설할 수 있어요.
duel-text-blackmail = 상대 동전의 절반(올림)을 가져와요.
duel-text-expropriation = 상대 도시의 파란색 카드 하나를 버린 카드 더미에 놓아요.
duel-text-swindle = 상대 도시의 노란색 카드 하나를 버린 카드 더미에 놓아요.
duel-text-obscurantism = 발전 토큰 하나(보드에 있거나, 상대의 것이거나, 상자에 있는 것)를 봉인해요. 아무도 쓸 수 없어요.
duel-text-coup = 방패 2개.
duel-text-property_fraud = 카드 배치에서 가장 먼 줄의 카드 하나를 덮여 있어도 무료로 건설해요. 원로원 의원은 안 돼요.
duel-text-treason = 지금까지 준비 단계에서 빼 둔 시대 카드를 보고 그중 하나를 무료로 건설해요.
duel-text-political_maneuver = 아무 회의장에 큐브 1개를 놓고, 상대 큐브 1개를 제거한 뒤, 내 큐브 1개를 옮길 수 있어요.
duel-text-espionage = 상자에 있는 발전 토큰을 보고 하나를 가져와요.
duel-text-turn_of_events = 카드 배치에서 가져갈 수 있는 카드 하나를 버려요(동전은 없어요). 한 번 더 할 수 있어요.
duel-text-embezzlement = 원로원에 있는 내 큐브 1개당 동전 1개를 받고, 상대는 원로원에 있는 자기 큐브 1개당 동전 1개를 잃어요.
duel-text-foreclosure = 상대 도시의 갈색이나 회색 카드 하나를 내 도시로 가져와요.
duel-text-coercion = 상대의 파란색이나 초록색 카드 하나를 가져오고, 같은 색의 내 카드 하나를 대신 줘요.
duel-text-insider_influence = 법령 하나를 다른 회의장으로 옮겨, 그곳에 있던 법령 아래에 놓아요.
duel-text-sabotage = 상대가 건설한 불가사의 하나를 상자로 되돌려요(그 카드는 버린 카드 더미로).

## 카드 목록 (/card, 그리고 카드를 내는 메뉴의 한 줄 요약)

duel-book-cost = 비용 { $what }
duel-book-free = 무료
duel-book-chain_from = 연계: { $card } 있으면 무료
duel-book-chain_to = 연계: 이후 { $card } 무료
duel-book-kind-age1 = 1시대 카드
duel-book-kind-age2 = 2시대 카드
duel-book-kind-age3 = 3시대 카드
duel-book-kind-guild = 길드
duel-book-kind-senator = 원로원 의원
duel-book-kind-wonder = 불가사의
duel-book-kind-token = 발전 토큰
duel-book-kind-decree = 법령
duel-book-kind-conspiracy = 음모
