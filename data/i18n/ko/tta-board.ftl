# Through the Ages 보드 그림(renderers/tta.py)과 카드마다 이름 밑의 종류 줄(renderers/tta_cards.py).
# 카드 이름은 데이터의 영어 그대로, 시대는 카드에 찍힌 이름(A, I, II, III, IV) 그대로 써요.

## the headline band

tta-board-game = Through the Ages
tta-board-age = { $age }시대
tta-board-round = { $n }라운드
tta-board-last_round = 마지막 라운드
tta-board-over = 게임 끝: { $verdict }
tta-board-win = 승리
tta-board-no_win = 승리 못 함
tta-board-player = 플레이어
tta-board-dummy = 더미 플레이어
tta-board-culture = { $who } 문화 { $n } (+{ $rate })
tta-board-your_strength = { $who } 군사력 { $n }
tta-board-barbs_strength = 야만인 군사력 { $s }
tta-board-to_act = { $who } 차례: { $what }
tta-board-last = 마지막 수: { $what }
tta-board-last_dummy = 더미 플레이어의 수
tta-board-last_barb = 야만인 { $n }
tta-board-last_barbs = 야만인 { $n }
tta-board-more = 외 { $n }장
tta-board-cards = 카드 { $n }장

## what the player owes now (the headline's "to act")

tta-board-phase-actions = 행동 단계
tta-board-phase-politics = 정치 단계
tta-board-phase-first = 첫 라운드
tta-board-phase-defend = 방어
tta-board-phase-bid = 식민지 입찰
tta-board-phase-colonize = 식민지 개척
tta-board-phase-colonize_offer = 식민지 개척?
tta-board-phase-discard_excess = 버리기
tta-board-phase-discard_pick = 버리기
tta-board-phase-last_production = 마지막 생산
tta-board-phase-swap47 = 이벤트 바꾸기(규칙 47)
tta-board-phase-dev_civ = 문명 발전
tta-board-phase-agreement = 국제 협약
tta-board-phase-card_build = 지을 것 고르기
tta-board-phase-breakthrough = 기술 고르기
tta-board-phase-food_or_res = 식량 또는 자원
tta-board-phase-mix = 식량과 자원
tta-board-phase-free_build = 무료 건설
tta-board-phase-lose_worker = 일꾼 잃기
tta-board-phase-lose_colony = 식민지 잃기
tta-board-phase-destroy = 건물 잃기
tta-board-phase-ravage = 세월의 흔적
tta-board-phase-infiltrated = 잠입
tta-board-phase-homer = 호메로스
tta-board-phase-reserves = Reserves
tta-board-phase-annex = 합병

## the card row

tta-board-row = 카드열(비용: 시민 행동)  ·  시민 카드 더미 { $civil }({ $age }시대)  ·  군사 카드 더미 { $mil }({ $mage }시대)
tta-board-dice = 마지막 주사위 { $dice }
tta-board-slot = { $n }번 칸
tta-board-ca = 시민 행동 { $n }

## tracks and banks

tta-board-tracks = 수치와 은행
tta-board-track-culture = 문화
tta-board-track-science = 과학
tta-board-track-strength = 군사력
tta-board-track-happy = 행복
tta-board-track-ca = 시민 행동
tta-board-track-ma = 군사 행동
tta-board-track-food = 식량(소비)
tta-board-track-res = 자원(부패)
tta-board-track-yellow = 노란 토큰 은행
tta-board-track-blue = 파란 토큰 은행
tta-board-track-limit = 도시 건물 한도
tta-board-track-colon = 식민화
tta-board-happy_value = { $happy }, 불만 { $discontent }
tta-board-left_of = { $left } / { $total }
tta-board-yellow_value = { $bank }, 쉬는 일꾼 { $unused }
tta-board-limit_value = 종류마다 { $n }
tta-board-pool = 유닛용 { $n }

## the civilization

tta-board-civ = 내 문명
tta-board-war = 전쟁 선포: { $target }에게 { $card }
tta-board-target_dummy = 더미 플레이어
tta-board-target_barb = 야만인 { $n }
tta-board-no_leader = 지도자 없음
tta-board-group-farms = 농장과 광산
tta-board-group-urban = 도시 건물
tta-board-group-units = 군사 유닛
tta-board-tech = { $name }({ $age }시대: { $out }): { $workers }
tta-board-amount = { $what } { $n }
tta-board-out-food = 식량
tta-board-out-resources = 자원
tta-board-out-science = 과학
tta-board-out-culture = 문화
tta-board-out-happy = 행복
tta-board-out-strength = 군사력
tta-board-workers = { $n ->
        [0] 일꾼 없음
       *[other] 일꾼 { $n }명
    }
tta-board-blue = 파란 토큰 { $n }
tta-board-building = 건설 중: { $done }/{ $all }단계
tta-board-ravaged = 뒤집힘: 문화 2
tta-board-homer = {" "}(행복 +1: 호메로스)
tta-board-armies = 군대 { $n }
tta-board-outdated = , 구식 { $n }
tta-board-doubled = , 두 배 { $n }

## the hand

tta-board-hand = 손패: 시민 카드 { $civil }장, 군사 카드 { $mil }장
tta-board-hand_hidden = {" "}(군사 카드는 뒷면)
tta-board-no_civil = 시민 카드 없음
tta-board-no_mil = 군사 카드 없음
tta-board-no_cards = 카드 없음
tta-board-backs = 뒷면 군사 카드 { $n }장({ $ages }시대)

## events and tactics

tta-board-events = 이벤트와 전술
tta-board-current = 현재 이벤트: { $n }장(맨 위: { $top }시대)
tta-board-future = 미래 이벤트: { $n }장
tta-board-tactics = 공용 전술: { $names }
tta-board-none = 없음
tta-board-peek = 잔 다르크: 다음 현재 이벤트는 { $name }
tta-board-prepared = 내가 준비한 이벤트: { $names }
tta-board-past = 지난 이벤트(최근 것부터): { $names }
tta-board-possible = 야만인의 가능한 이벤트: { $n }장
tta-board-banned = 규칙 43: { $age }시대 지도자는 카드열에서 제외

## the dummy player and the barbarians

tta-board-dummy_title = 더미 플레이어
tta-board-dummy_tactic = 전술: { $tactic }
tta-board-dummy_happy = 행복 4(고정)
tta-board-cubes = 더미턴 순서(왼쪽이 다음):
tta-board-dummy_decks = 카드 더미: { $decks }
tta-board-deck = { $kind } { $n }
tta-board-deck-tactics = 전술
tta-board-deck-events = 이벤트
tta-board-deck-attacks = 침략
tta-board-war_on_you = 나에게 선포된 전쟁: { $name }
tta-board-barb_title = 야만인
tta-board-barb = 야만인 { $n }: 군사력 { $s }
tta-board-stored = 보관한 공격: { $names }
tta-board-bonus = 보너스 카드: { $names }
tta-board-colonies = 식민지: { $n }

## the final score

tta-board-final = 최종 점수
tta-board-total = 합계
tta-board-result-during_play = 게임 중 얻은 문화
tta-board-result-age3_events = 더미에 남은 III시대 이벤트
tta-board-result-possible_events = 가능한 이벤트(야만인)
tta-board-result-rule47_swap = 규칙 47로 바꾼 이벤트
tta-board-result-rule47_lead = 규칙 47: 가장 강한 야만인보다 앞선 군사력
tta-board-result-rule47_barbarians = 규칙 47: 50을 넘은 야만인 군사력
tta-board-result-bill_gates = 빌 게이츠
tta-board-reason-target = 목표 180점 달성
tta-board-reason-short = 목표 180점에 못 미침
tta-board-reason-overrun = 야만인에게 무너짐
tta-board-reason-beat_dummy = 더미 플레이어보다 문화가 많음
tta-board-reason-lost_dummy = 더미 플레이어의 문화가 더 많음
tta-board-reason-tied_dummy = 더미 플레이어와 동점

## a card's kind (the line under its name)

tta-board-kind = { $age }시대 { $what }
tta-board-kind-technology = 기술
tta-board-kind-leader = 지도자
tta-board-kind-wonder = 불가사의
tta-board-kind-action = 행동 카드
tta-board-kind-tactic = 전술
tta-board-kind-event = 이벤트
tta-board-kind-territory = 식민지(영토)
tta-board-kind-aggression = 침략
tta-board-kind-war = 전쟁
tta-board-kind-pact = 동맹
tta-board-kind-military_bonus = 방어 / 식민화 보너스
tta-board-kind-bonus = 보너스
tta-board-special-civil = 시민 특수 기술
tta-board-special-military = 군사 특수 기술
tta-board-special-colonization = 식민화 특수 기술
tta-board-special-construction = 건설 특수 기술
tta-board-special-other = 특수 기술
tta-board-special_short-civil = 시민 특수 기술
tta-board-special_short-military = 군사 특수 기술
tta-board-special_short-colonization = 식민화 특수 기술
tta-board-special_short-construction = 건설 특수 기술
