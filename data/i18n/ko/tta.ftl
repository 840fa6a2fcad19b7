# 쓰루 디 에이지스 (솔로): 엔진이 하는 말. 용어는 data/i18n/ko/GLOSSARY.md를 따라요.
# $seat는 플레이어 이름이라 뒤에 님을 붙여요 (님이, 님을, 님의).
# 카드 이름 뒤에는 조사가 바로 오지 않게 "카드", "건물" 같은 말을 붙이거나 의/에/: 를 써요.
# 시대는 인쇄된 이름(A, I, II, III, IV) 그대로 써요.

## names of components that are not cards

tta-name-food = 식량
tta-name-resources = 자원
tta-name-science = 과학
tta-name-culture = 문화

## pieces of sentences

tta-nothing = 없음
tta-who-dummy = 더미 플레이어
tta-who-player = { $seat }님
tta-who-barbarian = 야만인 { $n }
tta-who-other = { $who }
tta-military_cards = 군사 카드 { $n }장
tta-gone-card = { $card }
tta-gone-replaced = 새 지도자로 교체됨
tta-gone-antiquated = 시대가 끝남
tta-gone-own_power = 자기 능력을 사용함
tta-gone-other = { $why }
tta-cause-dice = 주사위
tta-cause-dummy = 더미 플레이어의 흰색 큐브
tta-cause-age = 새 시대
tta-cause-tactic = 전술 카드
tta-cause-stored = 쌓아 둔 공격
tta-cause-war_won = 전쟁 승리
tta-cause-aggression_won = 침략 성공
tta-cause-final = 최종 점수 계산

## events (the channel log and the turn summary)

tta-event-other = 무언가 일어났어요({ $kind }).
tta-event-turn = { $round }라운드 시작: { $seat }님의 차례예요.
tta-event-end_turn = { $seat }님이 차례를 마쳤어요.
tta-event-take = { $seat }님이 카드열 { $slot }번 칸에서 { $card } 카드를 가져왔어요.
tta-event-aristotle = 아리스토텔레스: { $seat }님이 과학 { $n }점을 얻었어요.
tta-event-population = { $seat }님이 식량 { $food }개로 인구를 늘렸어요.
tta-event-population_ocean = 원양 정기선: { $seat }님이 일꾼 1명을 무료로 얻었어요.
tta-event-population_free = { $card }: { $seat }님이 일꾼 { $n }명을 무료로 얻었어요.
# 건물과 유닛 둘 다: "건물"이라고 하지 않고 "1개를 만들었어요"
tta-event-build = { $seat }님이 자원 { $cost }개로 { $card } 1개를 만들었어요.
tta-event-upgrade = { $seat }님이 자원 { $cost }개로 { $old } 1개를 업그레이드했어요: { $new }.
tta-event-destroy = { $seat }님이 { $card }에서 일꾼 1명을 뺐어요.
tta-event-develop = { $seat }님이 과학 { $science }점으로 { $card } 기술을 개발했어요.
tta-event-develop_discarded = { $seat }님이 과학 { $science }점으로 { $card } 기술을 개발했어요(더 좋은 기술이 이미 있어서 이 카드는 게임에서 빠져요).
tta-event-government = { $seat }님이 과학 { $science }점으로 정부를 { $card } 카드로 바꿨어요.
tta-event-revolution = 혁명! { $seat }님이 과학 { $science }점으로 { $card } 정부를 세웠어요.
tta-event-leader = { $seat }님이 지도자 { $card } 카드를 냈어요.
tta-event-leader_gone = { $card } 카드가 게임에서 빠져요({ $why }).
tta-event-gates_culture = 빌 게이츠: { $seat }님이 문화 { $n }점을 얻었어요.
tta-event-wonder_gone = 완성되지 않은 불가사의 { $card } 카드가 게임에서 빠져요({ $why }).
tta-event-wonder_stage = { $seat }님이 자원 { $cost }개로 불가사의 { $card } 카드를 { $n }단계 지었어요.
tta-event-wonder_done = { $seat }님이 불가사의 { $card } 카드를 완성했어요.
tta-event-wonder_done_culture = { $seat }님이 불가사의 { $card } 카드를 완성하고 문화 { $n }점을 얻었어요.
tta-event-homer = 호메로스가 { $wonder } 아래에 놓였어요.
tta-event-play = { $seat }님이 { $card } 카드를 냈어요.
tta-event-military_pool = { $seat }님이 군사 유닛에 쓸 추가 자원 { $n }개를 얻었어요.
tta-event-culture_gain = { $seat }님이 문화 { $n }점을 얻었어요.
tta-event-culture_gain_card = { $seat }님이 문화 { $n }점을 얻었어요({ $card }).
tta-event-gain = { $seat }님: { $what } +{ $n }
tta-event-gain_card = { $seat }님: { $what } +{ $n } ({ $card })
tta-event-tactic = { $seat }님이 전술 { $card } 카드를 채택했어요.
tta-event-copy_tactic = { $seat }님이 전술 { $card } 카드를 따라 했어요.
tta-event-churchill = 처칠: { $seat }님이 과학 { $n }점과 군사용 자원 { $n }개를 얻었어요.
tta-event-age = { $age }시대가 시작돼요.
tta-event-last_round = 시민 카드 더미가 다 떨어졌어요: { $round }라운드가 마지막이에요.
tta-event-yellow_lost = { $seat }님이 노란 토큰 { $n }개를 상자로 돌려놓았어요.
tta-event-yellow_lost_card = { $seat }님이 노란 토큰 { $n }개를 상자로 돌려놓았어요({ $card }).
tta-event-antiquated_hand = 시대가 지난 카드가 { $seat }님의 손패에서 빠져요: { $cards }.
tta-event-antiquated_military = 버린 군사 카드: { $cards }.
tta-event-military_reshuffled = { $age }시대 군사 카드 버린 더미를 섞어 새 더미를 만들었어요.
tta-event-events_turned = { $n ->
    [1] 미래 이벤트가 현재 이벤트가 되었어요.
   *[other] 미래 이벤트 { $n }장이 현재 이벤트가 되었어요.
  }
tta-event-age_a_leftover = A시대 시민 카드 { $n }장이 상자로 돌아가요.
tta-event-leader_banned = 규칙 43: { $card } 카드가 카드열에서 제거됐어요.
tta-event-leaders_banned = 규칙 43: 이제 { $age }시대 지도자는 카드열에 남지 않아요.
tta-event-row_removed = 카드열에서 제거됨({ $why }): { $cards }.
tta-event-row_cleared = 카드열을 왼쪽부터 비웠어요: { $cards }.
tta-event-event = 이벤트: { $card }.
tta-event-dummy_culture = 더미 플레이어가 문화 { $n }점을 얻었어요.
tta-event-impact = { $card }: { $seat }님이 문화 { $n }점을 얻었어요.
tta-event-culture_up = { $seat }님이 문화 { $n }점을 얻었어요.
tta-event-culture_up_card = { $seat }님이 문화 { $n }점을 얻었어요({ $card }).
tta-event-culture_down = { $seat }님이 문화 { $n }점을 잃었어요.
tta-event-culture_down_card = { $seat }님이 문화 { $n }점을 잃었어요({ $card }).
tta-event-culture_none = { $seat }님은 잃을 문화 점수가 없어요.
tta-event-culture_none_card = { $seat }님은 잃을 문화 점수가 없어요({ $card }).
tta-event-population_lost = { $seat }님이 일꾼 1명을 잃었어요({ $card }).
tta-event-draw = { $seat }님이 군사 카드 { $n }장을 뽑았어요.
tta-event-drawn = 뽑은 카드: { $cards }.
tta-event-lose_goods = { $seat }님이 식량이나 자원 { $n }개를 잃었어요.
tta-event-lose_goods_card = { $seat }님이 식량이나 자원 { $n }개를 잃었어요({ $card }).
tta-event-lose_actions = { $seat }님이 시민 행동 { $n }개를 잃었어요.
tta-event-lose_actions_card = { $seat }님이 시민 행동 { $n }개를 잃었어요({ $card }).
tta-event-yellow_gained = { $seat }님이 노란 토큰 은행에 노란 토큰 { $n }개를 더했어요.
tta-event-yellow_gained_card = { $seat }님이 노란 토큰 은행에 노란 토큰 { $n }개를 더했어요({ $card }).
tta-event-extra_production = 추가 생산: 부패 { $corruption }, 식량 +{ $food }, 소비 { $consumption }, 자원 +{ $resources }.
tta-event-colony_lost = { $seat }님이 식민지 { $card } 카드를 잃었어요.
tta-event-discard_military = { $seat }님이 군사 카드 { $n }장을 버렸어요.
tta-event-ravaged = 세월의 흔적: { $card } 카드가 뒤집혔어요.
tta-event-blue_lost = { $seat }님이 파란 토큰 { $n }개를 상자로 돌려놓았어요.
tta-event-blue_lost_card = { $seat }님이 파란 토큰 { $n }개를 상자로 돌려놓았어요({ $card }).
tta-event-building_lost = { $seat }님이 { $card } 건물 1개를 잃었어요.
tta-event-gain_mix = { $seat }님이 { $food ->
    [0] 자원 { $resources }개를
   *[other] { $resources ->
        [0] 식량 { $food }개를
       *[other] 식량 { $food }개와 자원 { $resources }개를
    }
  } 얻었어요.
tta-event-lose_mix = { $seat }님이 { $food ->
    [0] 자원 { $resources }개를
   *[other] { $resources ->
        [0] 식량 { $food }개를
       *[other] 식량 { $food }개와 자원 { $resources }개를
    }
  } 잃었어요.
tta-event-defense_card = { $seat }님이 { $card } 카드로 방어해요(+{ $value }).
tta-event-defense_discard = { $seat }님이 방어하려고 군사 카드 { $n }장을 뒷면으로 버렸어요(+{ $value }).
tta-event-defense_discarded = 방어하려고 { $card } 카드를 뒷면으로 버렸어요(+{ $value }).
tta-event-aggression_success = { $by }의 { $card } 침략이 성공했어요({ $strength } 대 { $defense }).
tta-event-aggression_failed = { $by }의 { $card } 침략이 실패했어요({ $strength } 대 { $defense }).
tta-event-science_lost = { $seat }님이 과학 { $n }점을 잃었어요.
tta-event-science_lost_card = { $seat }님이 과학 { $n }점을 잃었어요({ $card }).
tta-event-prepare = { $seat }님이 { $age }시대 이벤트를 준비했어요(문화 +{ $n }).
tta-event-prepared = { $card } 카드를 준비했어요.
tta-event-aggression = { $seat }님이 { $target }에게 { $card } 카드를 냈어요.
tta-event-aggression_by_dummy = 더미 플레이어가 { $seat }님에게 { $card } 카드를 냈어요.
tta-event-aggression_by_barbarian = 야만인 { $n }{ $n ->
    [2] 가
   *[other] 이
  } { $seat }님에게 { $card } 카드를 냈어요.
tta-event-colony = { $seat }님이 { $card } 카드를 식민지로 삼았어요.
tta-event-war_declared = { $seat }님이 { $target }에게 { $card } 카드로 전쟁을 선포했어요.
tta-event-war_declared_by_dummy = 더미 플레이어가 { $seat }님에게 { $card } 카드로 전쟁을 선포했어요.
tta-event-war_declared_by_barbarian = 야만인 { $n }{ $n ->
    [2] 가
   *[other] 이
  } { $seat }님에게 { $card } 카드로 전쟁을 선포했어요.
tta-event-war_result = { $card } 해결: { $seat }님의 군사력 { $mine } 대 { $foe }의 군사력 { $theirs }.
tta-event-territory_unclaimed = 아무도 { $card } 카드를 식민지로 삼지 않았어요.
tta-event-dummy_turn = 더미 플레이어의 차례예요.
tta-event-dummy_tactic = 더미 플레이어가 전술 { $card } 카드를 채택했어요(군사력 +{ $strength }).
tta-event-dummy_discard = 더미 플레이어가 { $card } 카드를 버렸어요.
tta-event-dummy_prepare = 더미 플레이어가 이벤트를 준비했어요(문화 +{ $age }).
tta-event-dummy_cube_yellow = 노란 큐브: 더미 플레이어의 문화 상승률이 { $n } 올라요.
tta-event-dummy_cube_blue = 파란 큐브: 더미 플레이어의 과학 상승률이 { $n } 올라요.
tta-event-dummy_cube_white = 흰색 큐브: 더미 플레이어가 카드열 오른쪽에서 카드 { $n }장을 제거해요.
tta-event-dummy_end = 더미 플레이어가 문화 { $culture }점과 과학 { $science }점을 얻었어요.
tta-event-dummy_end_strength = 더미 플레이어가 문화 { $culture }점과 과학 { $science }점을 얻고 군사력이 { $strength } 올랐어요.
tta-event-barbarian_phase = 야만인들이 행동해요.
tta-event-barbarian_cap = 규칙 46: 야만인 { $barbarian }의 군사력은 59가 한도예요. { $seat }님이 문화 { $culture }점을 잃었어요.
tta-event-barbarian_grows = 야만인 { $barbarian }의 군사력이 { $n } 올랐어요({ $why }, 현재 { $strength }).
tta-event-barbarian_antiquated = 야만인 { $barbarian }: 버린 카드 { $cards }.
tta-event-barbarian_returns = 야만인 { $barbarian }의 쓰지 않은 { $card } 카드가 자기 더미로 돌아가요.
tta-event-barbarian_draws = 야만인 { $n }: { $card } 카드를 뽑았어요.
tta-event-barbarian_draws_event = 야만인 { $n }: 이벤트 카드를 뽑아 미래 이벤트에 놓았어요. 현재 이벤트 맨 위 카드가 공개돼요.
tta-event-barbarian_draws_possible = 야만인 { $n }: 이벤트 카드를 뽑아 가능한 이벤트에 놓았어요.
tta-event-barbarian_falls = 야만인 { $barbarian }의 군사력이 { $strength }까지 떨어졌어요.
tta-event-barbarian_defends = 야만인 { $barbarian }의 방어: { $cards }.
tta-event-barbarian_bid = 야만인 { $barbarian }의 입찰: { $bid }.
tta-event-barbarian_colony = 야만인 { $barbarian }: { $card } 카드를 식민지로 삼았어요(이제 군사력 { $strength }).
tta-event-barbarian_colony_lost = 야만인 { $barbarian }: 식민지 { $card } 카드를 잃었어요.
tta-event-bid = { $seat }님이 { $card } 카드에 { $n }만큼 입찰했어요.
tta-event-dice = 주사위 { $dice }: 카드열 { $slots }번 칸을 비워요.
tta-event-politics_skipped = { $seat }님은 이번 정치 단계를 건너뛰어요(국제 협약).
tta-event-peek = 잔 다르크: 다음 현재 이벤트는 { $card } 카드예요.
tta-event-leader_culture = { $card }: { $seat }님이 문화 { $n }점을 얻었어요.
tta-event-uprising = 봉기! 불만 { $discontent } 대 쉬는 일꾼 { $unused }명: 이번 차례에는 생산이 없어요.
tta-event-production = 생산: { $parts }.
tta-event-production_famine = 생산: { $parts }.
tta-event-production_nothing = 생산: 이번에는 얻은 것이 없어요.
tta-event-produced-culture = 문화 +{ $n }
tta-event-produced-science = 과학 +{ $n }
tta-event-produced-corruption = 부패 { $n }
tta-event-produced-food = 식량 +{ $n }
tta-event-produced-consumption = 소비 { $n }
tta-event-produced-famine = 기근: 식량 { $n }개 부족
tta-event-produced-resources = 자원 +{ $n }
tta-event-production_skipped = { $seat }님이 마지막 생산 단계를 건너뛰었어요.
tta-event-final_event = 최종 점수 계산, { $card }: 문화 +{ $n }.
tta-event-final_event_down = 최종 점수 계산, { $card }: 문화 -{ $n }.
tta-event-swap = 규칙 47: { $out } 카드를 { $card } 카드로 바꿨어요.
tta-event-game_over_won = 게임이 끝났어요: 문화 { $culture }점으로 승리했어요.
tta-event-game_over_lost = 게임이 끝났어요: 문화 { $culture }점, 승리하지 못했어요.

## menu titles (a menu of many moves of one kind)

tta-group-take = 카드 가져오기
tta-group-pop = 인구 늘리기
tta-group-build = 건설
tta-group-upgrade = 업그레이드
tta-group-destroy = 철거 또는 해산
tta-group-develop = 기술 개발
tta-group-revolt = 혁명
tta-group-leader = 지도자 내기
tta-group-wonder = 불가사의 건설
tta-group-play = 행동 카드 내기
tta-group-tactic = 전술 내기
tta-group-copy = 전술 따라 하기
tta-group-event = 이벤트 준비
tta-group-aggress = 침략
tta-group-war = 전쟁 선포
tta-group-end = 차례 마치기
tta-group-discard = 버리기
tta-group-defend = 방어
tta-group-send = 유닛 희생
tta-group-bid = 입찰
tta-group-mix = 식량과 자원
tta-group-lose = 일꾼 잃기
tta-group-bach = 요한 제바스티안 바흐
tta-group-ocean = 원양 정기선
tta-group-churchill = 윈스턴 처칠
tta-group-barbarossa = 프리드리히 바르바로사
tta-group-alexander = 알렉산더 대왕
tta-group-columbus = 크리스토퍼 콜럼버스
tta-group-refund = 호메로스
tta-group-tuck = 호메로스
tta-group-food = 식량
tta-group-resources = 자원
tta-group-annex = 합병
tta-group-colonize = 식민지 개척
tta-group-pass = 패스
tta-group-done = 완료
tta-group-bonus = 보너스 카드 내기
tta-group-cook = 제임스 쿡
tta-group-skip = 건너뛰기
tta-group-produce = 생산
tta-group-keep = 유지
tta-group-swap = 이벤트 바꾸기
tta-group-remove = 카드 잃기
tta-group-ravage = 세월의 흔적
tta-group-colony = 식민지 포기

## names of the words cards are sorted by (card types and kinds)

tta-name-farm = 농장
tta-name-mine = 광산
tta-name-temple = 신전
tta-name-lab = 연구소
tta-name-library = 도서관
tta-name-theater = 극장
tta-name-arena = 경기장
tta-name-infantry = 보병
tta-name-cavalry = 기병
tta-name-artillery = 포병
tta-name-air_force = 공군
tta-name-government = 정부
tta-name-special = 특수 기술
tta-name-unit = 유닛
tta-name-wonder = 불가사의
tta-name-leader = 지도자
tta-name-action = 행동 카드
tta-name-card = 카드

## costs and parts of move labels (CA: civil action, MA: military action)

tta-cost-resources = 자원 { $n }
tta-cost-ca_resources = 시민 행동 1, 자원 { $n }
tta-cost-ma_resources = 군사 행동 1, 자원 { $n }
tta-cost-science = 과학 { $n }
tta-cost-ca_science = 시민 행동 1, 과학 { $n }
tta-plus = { $what } +{ $n }
tta-units = { $type } { $n }

## what an action card does, in a few words

tta-summary-gain = { $gains }
tta-summary-wonder_stage = 불가사의 1단계, { $n } 할인
tta-summary-frugality = 인구 늘리기, 그다음 식량 +{ $n }
tta-summary-patriotism = 군사 행동 +1, 유닛용 자원 { $n }
tta-summary-rich_land = 농장이나 광산 건설 또는 업그레이드, { $n } 할인
tta-summary-urban_growth = 도시 건물 건설 또는 업그레이드, { $n } 할인
tta-summary-efficient_upgrade = 건물 업그레이드, { $n } 할인
tta-summary-breakthrough = 기술 개발, 그다음 과학 +{ $n }
tta-summary-reserves = 식량 +{ $n } 또는 자원 +{ $n }
tta-summary-military_pool_per_stronger = 나보다 강한 상대마다 유닛용 자원 { $n }
tta-summary-culture_per_more_culture = 나보다 문화가 많은 상대마다 문화 { $n }

## moves (menus, buttons, /play)

tta-move-end = 차례 마치기
tta-move-take_slot = 카드열 { $slot }번 칸의 카드 가져오기
tta-move-take = { $card } 가져오기({ $age }시대 { $what }): 시민 행동 { $cost }
tta-move-take_free = { $move }(무료, 시민 행동 { $n }만큼 더 쓸 수 있음)
tta-move-take_no_more = 더 가져오지 않기
tta-move-pop = 인구 늘리기: 시민 행동 1, 식량 { $food }
tta-move-pop_free = 인구 늘리기: 식량 { $food }
tta-move-build = { $card } 건설({ $type }): { $cost }
tta-move-upgrade = { $old } → { $new } 업그레이드: { $cost }
tta-move-destroy = { $card } 건물 1개 철거: 시민 행동 1 (일꾼은 일꾼 풀로 돌아가요)
tta-move-disband = { $card } 유닛 1개 해산: 군사 행동 1 (일꾼은 일꾼 풀로 돌아가요)
tta-move-develop = { $card } 개발: { $cost }
tta-move-develop_lower = { $card } 개발: { $cost } (바로 게임에서 빠지고 { $old } 카드가 남아요)
tta-move-government = { $card } 정부로 평화롭게 바꾸기: { $cost }
tta-move-revolt = { $card } 정부로 혁명: 시민 행동 전부, 과학 { $n }
tta-move-revolt_ma = { $card } 정부로 혁명: 군사 행동 전부, 과학 { $n }
tta-move-revolt_all_ca = { $move } (시민 행동을 모두 써요)
tta-move-then_science = { $move }, 그다음 과학 { $n }점 얻기
tta-move-leader = 지도자 { $card } 내기: 시민 행동 1
tta-move-leader_replace = 지도자 { $card } 내기: 시민 행동 1 ({ $old } 카드가 빠지고 시민 행동 1 돌려받기)
tta-move-wonder = { $card } { $n }단계 건설: { $cost }
tta-move-play = { $card } 내기: 시민 행동 1 ({ $does })
tta-move-gain = { $what } { $n } 얻기
tta-move-gain_card = { $what } { $n } 얻기({ $card })
tta-move-gain_mix = 식량 { $food }, 자원 { $resources } 얻기
tta-move-lose_mix = { $food ->
    [0] 자원 { $resources } 잃기
   *[other] { $resources ->
        [0] 식량 { $food } 잃기
       *[other] 식량 { $food }, 자원 { $resources } 잃기
    }
  }
tta-move-tactic = 전술 { $card } 내기({ $units }: 군대마다 +{ $n }): 군사 행동 1
tta-move-copy = 전술 { $card } 따라 하기(군대마다 +{ $n }): 군사 행동 2
tta-move-barbarossa = 바르바로사: { $card } 유닛 모집과 건설: 군사 행동 1, 식량 { $food }, 자원 { $n }
tta-move-bach = 바흐: { $old } → { $new } 바꾸기: 시민 행동 1, 자원 { $n }
tta-move-ocean = 원양 정기선: 인구 1 얻기(무료)
tta-move-churchill = 처칠: 유닛 기술용 과학 { $n }, 유닛용 자원 { $n } (문화 { $n } 대신)
tta-move-homer_refund = 호메로스를 보내고 시민 행동 돌려받기
tta-move-homer_tuck = 호메로스를 { $wonder } 아래에 놓기(행복 +1, 시민 행동은 돌려받지 않음)
tta-move-event = { $card } 준비(문화 +{ $n }), 현재 이벤트 공개
tta-move-aggress = { $who }에게 { $card } 내기: 군사 행동 { $n }
tta-move-war = { $who }에게 { $card } 전쟁 선포: 군사 행동 { $n } (다음 차례에 해결)
tta-move-annex = { $card } 합병(영구 효과만)
tta-move-alexander = 알렉산더 제거: 상자에서 노란 토큰 1개를 노란 토큰 은행에 더하기
tta-move-columbus = 콜럼버스 제거: { $card } 식민지 개척(경매 없음, 유닛 희생 없음)
tta-move-leave_territory = { $card } 식민지로 삼지 않기
tta-move-colonize = { $card } 식민지 개척: 병력 { $n } 이상 보내기
tta-move-colonize_done = { $card } 식민지 개척(병력 { $n })
tta-move-send = { $card } 유닛 1개 희생(군사력 { $n })
tta-move-bonus = { $card } 내고 식민지 개척 +{ $n }
tta-move-cook = { $card } 버리고 식민지 개척 +1 (제임스 쿡)
tta-move-bid = { $card }에 { $n } 입찰(그다음 그만큼 병력 보내기)
tta-move-bid_pass = 패스(야만인 { $n }{ $n ->
    [2] 가
   *[other] 이
  } { $card } 카드를 가져가요)
tta-move-bid_pass_nobody = 패스(아무도 { $card } 카드를 가져가지 않아요)
tta-move-defend_done_holds = 방어 끝내기: { $mine } 대 { $theirs }, 침략 실패
tta-move-defend_done_falls = 방어 끝내기: { $mine } 대 { $theirs }, 침략 성공
tta-move-defend_bonus = { $card } 카드로 방어(내서 +{ $n })
tta-move-defend_discard = { $card } 카드로 방어(버려서 +1)
tta-move-lose_card = { $card } 잃기
tta-move-lose_building = { $card } 건물 1개 잃기
tta-move-lose_worker = { $card }에서 일꾼 1명 잃기
tta-move-give_up = { $card } 포기
tta-move-free_build = { $card } 무료 건설
tta-move-no_build = 짓지 않기
tta-move-nothing = 아무것도 하지 않기
tta-move-ravage = { $card } 뒤집기(대신 문화 2를 줘요)
tta-move-discard = { $card } 버리기
tta-move-discard_excess = { $card } 버리기(군사 카드 손패 한도 { $n })
tta-move-production_skip = 마지막 생산 단계 건너뛰기(규칙 31)
tta-move-produce = 생산: 문화 +{ $culture }, 과학 +{ $science }, 부패 { $corruption }, 소비 { $consumption }
tta-move-keep = III시대 이벤트를 점수 낸 그대로 두기
tta-move-swap = { $card }(문화 { $n }) 카드를 무작위 가능한 이벤트로 바꾸기

## refusals (why a move is not allowed now)

tta-why-no_ca = 남은 시민 행동이 없어요.
tta-why-no_ma = 남은 군사 행동이 없어요.
tta-why-only = { $card } 카드만 할 수 있어요.
tta-why-slot = 카드열 칸 번호를 1부터 13 사이로 골라 주세요.
tta-why-slot_empty = 카드열 { $slot }번 칸이 비어 있어요.
tta-why-wonder_unfinished = 아직 { $card } 불가사의를 짓는 중이에요: 먼저 완성해 주세요.
tta-why-hand_full = 손패가 가득 찼어요: 시민 카드는 { $n }장(시민 행동 총수)까지 가질 수 있어요.
tta-why-leader_age_taken = 이미 { $age }시대 지도자를 가져왔어요.
tta-why-have_tech = 이미 { $card } 카드가 있어요.
tta-why-take_budget = 그 카드는 시민 행동 { $cost }개가 들어요. 쓸 수 있는 시민 행동은 { $left }개 남았어요.
tta-why-take_cost = { $card } 카드를 가져오려면 시민 행동 { $cost }개가 필요해요. 남은 시민 행동은 { $left }개예요.
tta-why-yellow_empty = 노란 토큰 은행이 비어 있어요.
tta-why-yellow_empty_recruit = 노란 토큰 은행이 비어 있어요: 더 모집할 사람이 없어요.
tta-why-pop_food = 인구를 늘리려면 식량 { $cost }개가 필요해요. 지금 { $have }개 있어요.
tta-why-build_what = 가지고 있는 농장, 광산, 도시 건물, 유닛 기술에만 지을 수 있어요.
tta-why-no_workers_on = { $card } 카드에 일꾼이 없어요.
tta-why-build_scope = 이 카드로는 { $card } 카드에 지을 수 없어요.
tta-why-no_unused = 쉬는 일꾼이 없어요: 먼저 인구를 늘려 주세요.
tta-why-urban_limit = 지금 정부에서는 { $type } 건물을 { $n }개까지만 지을 수 있어요.
tta-why-build_cost = { $card } 건설에는 자원 { $cost }개가 필요해요. 지금 { $have }개 있어요.
tta-why-upgrade_what = 가지고 있는 기술 두 개를 골라 주세요: 업그레이드할 건물과 새 카드요.
tta-why-upgrade_kind = { $old } → { $new } 업그레이드는 할 수 없어요: 같은 종류의 더 높은 레벨로만 돼요.
tta-why-upgrade_scope = 이 카드로는 { $card } 카드를 업그레이드할 수 없어요.
tta-why-nothing_built = { $card } 카드에 지은 것이 없어요.
tta-why-nothing_built_there = 그 카드에 지은 것이 없어요.
tta-why-upgrade_cost = 그 업그레이드에는 자원 { $cost }개가 필요해요. 지금 { $have }개 있어요.
tta-why-resources = 자원 { $cost }개가 필요해요. 지금 { $have }개 있어요.
tta-why-disband_ma = 유닛을 해산하려면 군사 행동 1개가 필요한데 남은 게 없어요.
tta-why-destroy_ca = 건물을 철거하려면 시민 행동 1개가 필요한데 남은 게 없어요.
tta-why-develop_what = 손패에 있는 기술 카드만 개발할 수 있어요.
tta-why-same_government = { $card } 카드는 이미 지금 정부예요.
tta-why-science_cost = { $card } 카드에는 과학 { $cost }점이 필요해요. 지금 { $have }점 있어요.
tta-why-revolt_what = 손패에 있는 정부 카드로만 혁명할 수 있어요.
tta-why-revolt_robespierre = 로베스피에르가 있으면 혁명에는 쓰지 않은 군사 행동이 모두 필요해요.
tta-why-revolt_actions = 혁명에는 쓰지 않은 시민 행동이 모두 필요해요.
tta-why-revolt_cost = { $card } 정부로 혁명하려면 과학 { $cost }점이 필요해요. 지금 { $have }점 있어요.
tta-why-leader_what = 손패에 있는 지도자만 낼 수 있어요.
tta-why-no_wonder = 완성되지 않은 불가사의가 없어요.
tta-why-wonder_stages = { $most ->
    [1] 지금은 { $card } 카드를 1단계만 지을 수 있어요.
   *[other] 지금은 { $card } 카드를 1단계에서 { $most }단계까지 지을 수 있어요.
  }
tta-why-bach_once = 바흐의 업그레이드는 차례마다 한 번만 할 수 있어요.
tta-why-bach_what = 도시 건물 하나와 극장 기술 하나를 골라 주세요.
tta-why-bach_kind = 바흐는 도시 건물을 같은 레벨 이상의 극장으로 바꿔요.
tta-why-ocean_once = 원양 정기선은 차례마다 한 번만 쓸 수 있어요.
tta-why-churchill_once = 이번 차례에 이미 처칠의 선택지를 썼어요.
tta-why-card_nothing_to_build = { $card }: 지금 짓거나 업그레이드할 것이 없어요.
tta-why-card_no_tech = { $card }: 손패에 개발할 수 있는 기술이 없어요.
tta-why-play_what = 손패에 있는 행동 카드만 낼 수 있어요.
tta-why-play_new = 이번 차례에 { $card } 카드를 가져왔어요: 행동 카드는 다음 차례부터 낼 수 있어요.
tta-why-tactic_what = 군사 카드 손패에 있는 전술 카드만 낼 수 있어요.
tta-why-one_tactic = 전술은 차례마다 하나만 내거나 따라 할 수 있어요.
tta-why-tactic_ma = 전술을 내려면 군사 행동 1개가 필요한데 남은 게 없어요.
tta-why-copy_what = 공용 전술 영역에 있는 전술만 따라 할 수 있어요.
tta-why-same_tactic = { $card } 카드는 이미 내 전술이에요.
tta-why-copy_ma = 전술을 따라 하려면 군사 행동 2개가 필요해요.
tta-why-unit_what = 가지고 있는 군사 유닛 기술을 골라 주세요.
tta-why-need_food = 식량 { $n }개가 필요해요.
tta-why-need_resources = 자원 { $n }개가 필요해요.
tta-why-event_what = 군사 카드 손패에 있는 이벤트 카드나 영토 카드만 준비할 수 있어요.
tta-why-dummy_card_only = 더미 플레이어를 상대로는 카드만 골라 주세요.
tta-why-barbarian_what = 카드와 야만인(1, 2, 3)을 골라 주세요.
tta-why-aggress_what = 군사 카드 손패에 있는 침략 카드만 낼 수 있어요.
tta-why-ma_cost = { $card } 카드에는 군사 행동 { $cost }개가 필요해요. 지금 { $have }개 있어요.
tta-why-stronger_dummy = 더미 플레이어보다 군사력이 { $n } 이상 높아야 해요({ $mine } 대 { $theirs }).
tta-why-no_annex = 지난 이벤트에 합병할 수 있는, 식민지가 되지 않은 영토가 없어요.
tta-why-stronger = { $who }보다 군사력이 높아야 해요({ $mine } 대 { $theirs }).
tta-why-war_what = 군사 카드 손패에 있는 전쟁 카드로만 전쟁을 선포할 수 있어요.
tta-why-war_last_round = 마지막 라운드에는 전쟁을 선포할 수 없어요.
tta-why-war_declared = 이번 차례에 이미 전쟁을 선포했어요.
tta-why-territory_what = 군사 카드 손패에 있는 영토 카드를 골라 주세요.
tta-why-politics_first = 정치 행동은 차례의 다른 행동보다 먼저 해야 해요.
tta-why-first_round = 첫 라운드에는 카드열에서 카드를 가져오는 것만 할 수 있어요.

## what the player is asked to choose (the board's prompt)

tta-ask-by_card = { $card }: { $ask }
tta-ask-first = 1라운드: 카드열에서 카드를 가져오세요.
tta-ask-actions = 내 행동 단계예요.
tta-ask-politics = 내 정치 단계예요: 정치 행동을 하나 하거나 행동 단계로 넘어가세요.
tta-ask-discard_excess = 군사 카드가 너무 많아요: 군사 행동 총수만큼 남기고 버려 주세요.
tta-ask-last_production = 마지막 차례예요: 생산 단계를 건너뛸 수 있어요.
tta-ask-homer = 호메로스가 교체됐어요.
tta-ask-card_build = 카드로 짓거나 업그레이드할 것을 골라 주세요.
tta-ask-breakthrough = 개발할 기술을 골라 주세요.
tta-ask-reserves = 식량과 자원 중 무엇을 받을까요?
tta-ask-defend = 침략을 당했어요: 방어 카드를 내거나, 카드를 버려 1장마다 +1을 얻으세요.
tta-ask-defend_card = { $card } 침략 방어(공격 군사력 { $theirs }, 내 군사력 { $mine }): 방어 카드를 내거나 카드를 버려 +1을 얻으세요.
tta-ask-infiltrated = 잠입: 지도자나 완성되지 않은 불가사의를 잃어야 해요.
tta-ask-bid = 식민지 경매: 야만인보다 높게 입찰할까요?
tta-ask-bid_card = { $card } 식민지 경매(지금 최고 입찰 { $n })
tta-ask-food_or_res = 식량과 자원 중 무엇을 받을까요?
tta-ask-mix = 식량과 자원의 비율을 골라 주세요.
tta-ask-free_build = 무료로 지을까요?
tta-ask-dev_civ = 문명 발전: 행동 하나, 비용 1 할인, 시민 행동 없이.
tta-ask-ravage = 세월의 흔적: 불가사의를 골라 주세요.
tta-ask-discard_pick = 버릴 군사 카드를 골라 주세요.
tta-ask-agreement = 국제 협약: 시민 행동 5개어치까지 카드를 가져오세요(그 대신 다음 정치 단계를 건너뛰어요).
tta-ask-destroy = 잃을 건물을 골라 주세요.
tta-ask-lose_worker = 인구를 잃어야 해요: 일꾼을 골라 주세요.
tta-ask-lose_colony = 잃을 식민지를 골라 주세요.
tta-ask-annex = 합병: 지난 이벤트에서 영토 하나를 가져오세요.
tta-ask-colonize_offer = 영토가 공개됐어요.
tta-ask-colonize_offer_card = { $card } 카드가 공개됐어요: 병력 { $n } 이상으로 식민지로 삼을까요?
tta-ask-colonize = 식민지 개척 병력을 보내세요: 유닛을 1개 이상 희생해야 해요.
tta-ask-colonize_card = { $card } 식민지 개척: 병력 { $n } 이상을 보내세요.
tta-ask-swap = 규칙 47: 점수 낸 III시대 이벤트 하나를 무작위 가능한 이벤트로 바꿀 수 있어요.

## why the bot likes a move (/hint): a few words after the move itself
tta-reason-take = { $card }: 드는 시민 행동만큼 값어치가 있어요
tta-reason-end = 이번 차례에는 더 할 만한 일이 없어요
tta-reason-pop = 다음 건물에 쓸 새 일꾼
tta-reason-strength = { $card }: 위협에 맞설 군사력을 높여요
tta-reason-food = { $card }: 늘어나는 인구를 위한 식량
tta-reason-resources = { $card }: 건설에 쓸 자원을 늘려요
tta-reason-science = { $card }: 새 기술을 위한 과학을 늘려요
tta-reason-happy = { $card }: 행복으로 일꾼들의 불만을 막아요
tta-reason-culture = { $card }: 끝날 때까지 매 차례 문화를 얻어요
tta-reason-develop = { $card }: 짓고 업그레이드할 더 좋은 기술
tta-reason-revolt = { $card }: 더 좋은 정부, 더 많은 행동
tta-reason-leader = { $card }: 내 문명에 잘 맞는 지도자예요
tta-reason-wonder = { $card }의 다음 단계
tta-reason-tactic = { $card }: 군대를 더 강하게 만들어요
tta-reason-defend = { $card }: 공격을 막아 내요
tta-reason-war = { $card }: 더 강한 군대로 이기는 전쟁이에요
tta-reason-aggress = { $card }: 더 강한 군대로 이기는 공격이에요
tta-reason-play = { $card }: 지금 보너스를 받아요
tta-reason-event = { $card }: 준비하면 지금 문화 { $n }점을 얻어요
tta-reason-impact = { $card }: 지금 문화 { $n }점, 이벤트 점수를 낼 때 약 { $impact }점
