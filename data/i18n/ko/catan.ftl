# 카탄과 도시와 기사: 엔진이 하는 말 (bot/engine/catan/speech.py).
# 지점은 id 그대로 써요(v12 교차점, e5 길, h3 타일): 플레이어가 입력하고 보드에 적힌 이름이에요.
# $seat 같은 자리 변수는 플레이어 이름이라 뒤에 님을 붙여요(GLOSSARY.md).
# 카드 이름($card)은 data/catan/cards.json의 영어 이름이에요: 바로 뒤에 조사를 붙이지 않고
# "… 카드를"처럼 써요. $cards(카드 묶음)는 늘 "…장"으로 끝나요(catan-count).

## names of components (the cards' names come from data/catan/cards.json)

catan-name-brick = 벽돌
catan-name-lumber = 목재
catan-name-wool = 양털
catan-name-grain = 곡물
catan-name-ore = 광석
catan-name-paper = 종이
catan-name-cloth = 옷감
catan-name-coin = 동전
catan-name-desert = 사막
catan-name-trade = 교역
catan-name-politics = 정치
catan-name-science = 과학
catan-name-ship = 배
catan-name-basic = 기본
catan-name-strong = 강한
catan-name-mighty = 최강
catan-name-die_ship = 야만인 배
catan-name-die_trade = 노란색(교역) 성문
catan-name-die_politics = 파란색(정치) 성문
catan-name-die_science = 초록색(과학) 성문

## pieces of sentences

catan-count = { $kind } { $n }장
catan-cards = { $cards }
catan-nothing = 없음
catan-free = 무료
catan-hex = { $kind } { $n }
catan-hex_bare = { $kind }
catan-gain = { $seat }님(+{ $cards })
catan-gains = { $gains }
catan-nobody_gains = 받는 사람 없음
catan-discards = { $seat }님 { $n }장
catan-taken_from = { $seat }님에게서 { $n }장

## moves (menus, buttons, /play)

catan-move-roll = 주사위 굴리기
catan-move-end = 차례 마치기
catan-move-offer = 플레이어에게 거래 제안하기
catan-move-cancel = 취소
catan-move-undo = 선택 바꾸기: 버릴 카드 고른 것 되돌리기
catan-move-accept = 거래 수락
catan-move-decline = 거래 거절
catan-move-counter = 역제안하기
catan-move-send = 역제안 보내기
catan-move-skip = 건너뛰기
catan-move-done = 완료
catan-move-road = { $spot }에 도로 건설 ({ $cost })
catan-move-settle = { $spot }에 개척지 건설 ({ $cost })
catan-move-settle_setup = { $spot }에 개척지 놓기
catan-move-city = { $spot }의 개척지를 도시로 업그레이드 ({ $cost })
catan-move-city_setup = { $spot }에 도시 놓기
catan-move-buy = 발전 카드 사기 ({ $cost })
catan-move-play = { $card } 카드 사용
catan-move-drop = 진보 카드 버리기: { $card }
catan-move-bank = 은행에 { $kind } { $n }장 내고 카드 1장 받기
catan-move-for = 은행에서 { $kind } 1장 받기
catan-move-give = { $kind } 1장 더 내놓기
catan-move-get = { $kind } 1장 더 요구하기
catan-move-ungive = { $kind } 1장 덜 내놓기
catan-move-unget = { $kind } 1장 덜 요구하기
catan-move-gift = { $kind } 1장 주기
catan-move-ask_all = 모두에게 제안하기
catan-move-ask = { $seat }님에게 제안하기
catan-move-deal = { $seat }님과 거래하기
catan-move-discard = { $kind } 1장 버리기
catan-move-robber = 도둑을 { $spot }에 놓기 ({ $hex })
catan-move-steal = { $seat }님에게서 카드 1장 훔치기
catan-move-take = { $kind } 1장 가져오기
catan-move-take_card = { $card } 카드 가져오기
catan-move-name = { $kind } 지목하기
catan-move-wall = { $spot }에 성벽 건설 ({ $cost })
catan-move-knight = { $spot }에 기본 기사 고용 ({ $cost })
catan-move-knight_free = { $spot }에 기사 놓기 (무료)
catan-move-activate = { $spot }의 기사 활성화 ({ $cost })
catan-move-promote = { $spot }의 기사 승급 ({ $cost })
catan-move-kmove = { $spot }의 기사 이동 (밀어내기 포함)
catan-move-chase = { $spot }의 기사로 도둑 쫓아내기
catan-move-displace = { $spot }의 기사 밀어내기
catan-move-to = 기사를 { $spot }에 옮겨 놓기
catan-move-improve = { $track } { $level }단계로 개선 ({ $cost })
catan-move-metro = { $spot }에 대도시 놓기
catan-move-pillage = { $spot }의 도시 잃기
catan-move-deck = { $track } 진보 카드 뽑기
catan-move-deck_none = 카드가 남은 더미가 없어요
catan-move-red = 빨간 주사위 눈 정하기: { $n }
catan-move-yellow = 노란 주사위 눈 정하기: { $n }
catan-move-swap = { $spot }의 숫자 바꾸기
catan-move-with = …{ $spot }의 숫자와 맞바꾸기
catan-move-merchant = 상인을 { $spot }에 놓기 ({ $hex })
catan-move-harbor = Commercial Harbor: { $seat }님에게 자원 제안하기
catan-move-target = { $seat }님 고르기
catan-move-remove_road = { $spot }의 도로 제거
catan-move-remove_knight = { $spot }의 내 기사 제거
catan-move-level = { $level } 기사 놓기
catan-move-other = { $token }

## menu titles for many moves of one kind

catan-group-road = 도로 건설
catan-group-settle = 개척지 건설
catan-group-city = 도시 건설
catan-group-wall = 성벽 건설
catan-group-knight = 기사 놓기
catan-group-activate = 기사 활성화
catan-group-promote = 기사 승급
catan-group-kmove = 기사 이동
catan-group-chase = 도둑 쫓아내기
catan-group-improve = 도시 개선
catan-group-play = 카드 사용
catan-group-drop = 진보 카드 버리기
catan-group-bank = 은행과 교환
catan-group-for = 은행에서 받기
catan-group-give = 내놓기
catan-group-get = 요구하기
catan-group-ungive = 덜 내놓기
catan-group-unget = 덜 요구하기
catan-group-ask = 제안할 상대
catan-group-deal = 거래할 상대
catan-group-discard = 버리기
catan-group-undo = 선택 바꾸기
catan-group-robber = 도둑 옮기기
catan-group-steal = 훔칠 상대
catan-group-take = 가져오기
catan-group-name = 종류 지목
catan-group-to = 옮길 곳
catan-group-metro = 대도시 놓기
catan-group-pillage = 잃을 도시
catan-group-deck = 뽑을 더미
catan-group-red = 빨간 주사위
catan-group-yellow = 노란 주사위
catan-group-swap = 숫자 바꾸기
catan-group-with = 맞바꿀 숫자
catan-group-merchant = 상인 놓기
catan-group-harbor = Commercial Harbor
catan-group-target = 플레이어 고르기
catan-group-remove = 제거
catan-group-displace = 기사 밀어내기
catan-group-level = 기사 등급
catan-group-roll = 주사위
catan-group-end = 차례 마치기
catan-group-buy = 카드 사기
catan-group-offer = 거래

## what happened

catan-event-turn = { $seat }님의 차례예요({ $turn }번째).
catan-event-roll = { $seat }님이 주사위를 굴렸어요: { $red }+{ $yellow } = { $total }.
catan-event-roll_event = { $seat }님이 주사위를 굴렸어요: { $red }+{ $yellow } = { $total }, 이벤트 주사위: { $event }.
catan-event-produce = 숫자 { $total } 생산: { $gains }{ $has_short ->
    [yes] {" "}(은행에 { $short } 부족: 그 자원은 아무도 받지 못해요)
   *[no] {""}
}{ $has_rest ->
    [yes] {" "}(은행에 { $rest } 부족: 받을 사람이 한 명뿐이라 남은 만큼 가져가요)
   *[no] {""}
}.
catan-event-seven = 7이 나왔어요: 생산이 없어요.
catan-event-robber_locked = 야만인이 처음 공격할 때까지 도둑은 움직이지 않아요.
catan-event-must_discard = 카드 절반 버리기: { $who }.
catan-event-discard_pick = 버릴 { $kind } 1장을 골라 두었어요.
catan-event-discard_ready = { $seat }님이 버릴 카드를 다 골랐어요.
catan-event-discard_undo = { $seat }님이 버릴 카드를 다시 고르고 있어요.
catan-event-discarded = { $seat }님이 { $cards }을 버렸어요.
catan-event-robber = { $seat }님이 도둑을 { $spot }에 놓았어요.
catan-event-steal = { $seat }님이 { $victim }님에게서 카드 1장을 훔쳤어요.
catan-event-stolen = { $seat }님이 { $victim }님에게서 { $kind } 1장을 훔쳤어요.
catan-event-steal_nothing = { $seat }님이 { $victim }님에게서 훔치려 했지만 { $victim }님에게는 카드가 없어요.
catan-event-road = { $seat }님이 { $spot }에 도로를 건설했어요.
catan-event-settlement = { $seat }님이 { $spot }에 개척지를 건설했어요.
catan-event-city = { $seat }님이 { $spot }에 도시를 건설했어요.
catan-event-start_cards = { $seat }님이 시작 카드를 받아요: { $cards }.
catan-event-longest_road = { $seat }님이 최장 교역로를 차지해요(도로 { $n }개).
catan-event-longest_road_aside = 최장 교역로 카드를 한쪽에 치워 둬요: 지금은 아무도 갖고 있지 않아요.
catan-event-largest_army = { $seat }님이 최강 기사단을 차지해요(기사 { $n }명).
catan-event-buy_dev = { $seat }님이 발전 카드를 샀어요.
catan-event-drew_dev = { $card } 카드를 뽑았어요.
catan-event-play_card = { $seat }님이 { $card } 카드를 사용했어요.
catan-event-bank_trade = { $seat }님이 은행에 { $give } { $n }장을 내고 { $get } 1장을 받았어요.
catan-event-offer = { $seat }님의 거래 제안 → { $to }: { $give }을 주고 { $get }을 받아요.
catan-event-accepts = { $seat }님이 수락해요.
catan-event-declines = { $seat }님이 거절해요.
catan-event-counter_offer = { $seat }님의 역제안: { $give }을 주고 { $get }을 받아요.
catan-event-offer_cancelled = { $seat }님이 거래 제안을 거둬들였어요.
catan-event-offer_dropped = 준비하던 거래 제안을 취소했어요.
catan-event-offer_lapsed = { $seat }님의 제안을 아무도 받아들이지 않았어요.
catan-event-trade = { $seat }님이 { $other }님과 거래했어요: { $give }을 주고 { $get }을 받았어요.
catan-event-take = { $seat }님이 은행에서 { $kind } 1장을 가져갔어요.
catan-event-monopoly = { $seat }님이 { $kind } 카드를 모두 거둬들였어요: { $taken }.
catan-event-monopoly_none = { $seat }님이 지목한 { $kind }: 아무도 갖고 있지 않았어요.
catan-event-fleet = { $seat }님은 이번 차례에 은행과 { $kind } 2:1 교환을 할 수 있어요.
catan-event-win = { $seat }님이 승점 { $n }점으로 승리했어요!
catan-event-barbarians_advance = 야만인이 다가와요({ $at }/{ $steps }).
catan-event-attack = 야만인이 공격해요: 야만인 힘 { $barbarians } 대 활성 기사 힘 { $knights }.
catan-event-defender = { $seat }님이 카탄의 수호자가 되었어요(승점 +1).
catan-event-defenders_tied = 수호자가 동점이에요: { $seats }, 각자 진보 카드를 1장씩 뽑아요.
catan-event-pillaged = 야만인이 { $seat }님의 { $spot } 도시를 약탈해요: 개척지가 돼요.
catan-event-robber_unlocked = 이제 도둑을 옮길 수 있어요.
catan-event-gate = { $track } 성문, 빨간 주사위 { $red }: 진보 카드를 뽑아요.
catan-event-draw_progress = { $seat }님이 { $track } 진보 카드를 뽑아요.
catan-event-drew_progress = { $card } 카드를 뽑았어요.
catan-event-progress_vp = { $seat }님이 { $card } 카드를 뽑아 공개해요(승점 +1).
catan-event-deck_empty = { $seat }님이 뽑을 { $track } 더미가 비었어요.
catan-event-drop_progress = { $seat }님이 진보 카드 1장을 버려요.
catan-event-dropped = { $card } 카드를 더미 맨 아래에 넣었어요.
catan-event-improve = { $seat }님이 { $track } 분야를 { $level }단계로 개선했어요.
catan-event-metropolis = { $seat }님이 { $spot }에 { $track } 대도시를 세워요.
catan-event-wall = { $seat }님이 { $spot }에 성벽을 쌓았어요.
catan-event-knight = { $seat }님이 { $spot }에 { $level } 기사를 놓았어요.
catan-event-activate = { $seat }님이 { $spot }의 기사를 활성화했어요.
catan-event-promote = { $seat }님이 { $spot }의 기사를 { $level } 기사로 승급했어요.
catan-event-knight_move = { $seat }님이 기사를 옮겼어요: { $start } → { $end }.
catan-event-knight_displace = { $seat }님이 기사를 옮기며 { $other }님의 기사를 밀어냈어요: { $start } → { $end }.
catan-event-knight_removed = { $seat }님의 { $spot } 기사는 갈 곳이 없어 판에서 내려가 남은 말로 돌아가요.
catan-event-knight_relocated = { $seat }님의 기사가 물러나 { $spot }에 자리 잡아요.
catan-event-chase = { $seat }님의 { $spot } 기사가 도둑을 쫓아내요.
catan-event-swap_numbers = { $seat }님이 { $first }, { $second } 두 타일의 숫자를 맞바꿨어요.
catan-event-harvest = { $seat }님이 { $kind } { $n }장을 가져갔어요.
catan-event-merchant = { $seat }님이 { $spot }에 상인을 놓았어요.
catan-event-harbor_refused = { $other }님에게 상품 카드가 없어요: Commercial Harbor 제안은 없던 일이 돼요.
catan-event-harbor_trade = { $seat }님이 { $other }님에게 { $give } 1장을 주고 { $get } 1장을 받았어요.
catan-event-target = { $seat }님이 { $other }님을 지목해요.
catan-event-take_from = { $seat }님이 { $other }님에게서 카드를 가져가요.
catan-event-took_card = { $seat }님이 { $other }님에게서 { $kind } 1장을 가져갔어요.
catan-event-spy = { $seat }님이 { $other }님에게서 진보 카드를 가져가요.
catan-event-spied_card = { $seat }님이 { $other }님에게서 { $card } 카드를 가져갔어요.
catan-event-deserted = { $seat }님이 { $spot }의 자기 기사를 제거해요.
catan-event-road_removed = { $seat }님이 { $spot }에 있는 { $other }님의 도로를 제거했어요.
catan-event-own_road_removed = { $seat }님이 { $spot }에 있는 자기 도로를 제거했어요.
catan-event-intrigue = { $seat }님이 { $spot }에 있는 { $other }님의 기사를 밀어내요.
catan-event-warlord = { $seat }님이 기사 { $n }명을 활성화했어요.
catan-event-gift = { $seat }님이 { $other }님에게 카드를 줘요.
catan-event-gift_card = { $seat }님이 { $other }님에게 { $kind } 1장을 줬어요.

## the choices a player may have to finish first

catan-step-setup_settle = 시작 개척지 놓기
catan-step-setup_road = 시작 도로 놓기
catan-step-pre_roll = 주사위 굴리기
catan-step-main = 내 차례
catan-step-discard = 카드 절반 버리기
catan-step-robber = 도둑 옮기기
catan-step-steal = 훔칠 상대 고르기
catan-step-bank = 은행과 교환하기
catan-step-offer_build = 거래 제안 준비하기
catan-step-offer_answer = 거래 제안에 답하기
catan-step-counter_build = 역제안 준비하기
catan-step-offer_confirm = 거래할 상대 고르기
catan-step-free_roads = 무료 도로 놓기
catan-step-take = 은행에서 카드 가져오기
catan-step-name = 카드 종류 지목하기
catan-step-pillage = 야만인에게 약탈당할 도시 고르기
catan-step-defender_draw = 수호자로서 진보 카드 뽑기
catan-step-metropolis = 대도시 놓기
catan-step-progress_discard = 진보 카드 버리기
catan-step-knight_dest = 기사가 갈 곳 고르기
catan-step-relocate = 밀려난 기사 옮기기
catan-step-alchemist = 주사위 눈 정하기 (Alchemist)
catan-step-crane = 개선할 분야 고르기 (Crane)
catan-step-engineer = 성벽 놓기 (Engineer)
catan-step-inventor = 두 숫자 맞바꾸기 (Inventor)
catan-step-medicine = 개척지를 도시로 업그레이드하기 (Medicine)
catan-step-smith = 기사 승급하기 (Smith)
catan-step-harbor_give = Commercial Harbor 제안하기
catan-step-harbor_answer = Commercial Harbor 제안에 답하기
catan-step-target = 플레이어 고르기
catan-step-take_from = 카드 가져오기 (Master Merchant)
catan-step-spy_take = 진보 카드 고르기 (Spy)
catan-step-desert = 내 기사 하나 제거하기 (Deserter)
catan-step-deserter_place = 탈영한 기사 놓기 (Deserter)
catan-step-diplomat = 도로 고르기 (Diplomat)
catan-step-diplomat_road = 옮길 도로 놓기 (Diplomat)
catan-step-intrigue = 기사 밀어내기 (Intrigue)
catan-step-merchant = 상인 놓기
catan-step-gift = 카드 주기 (Wedding)

## why a move is refused

catan-why-wait = 다른 플레이어를 기다려야 해요.
catan-why-rolled = 이번 차례에는 이미 주사위를 굴렸어요.
catan-why-finish = 지금 하던 선택을 먼저 끝내 주세요.
catan-why-finish_step = 먼저 끝내야 할 일이 있어요: { $step }.
catan-why-not_here = 지금은 고를 수 없어요: { $spot }.
catan-why-roll_first = 먼저 주사위를 굴려 주세요.
catan-why-afford = 비용이 모자라요: { $cards }이 더 필요해요.
catan-why-afford_card = 발전 카드를 살 수 없어요: { $cards }이 더 필요해요.
catan-why-deck_empty = 발전 카드 더미가 비었어요.
catan-why-too_many_progress = 진보 카드가 { $n }장보다 많아요: 먼저 버려 주세요.
catan-why-offer_cap = 이 테이블에서는 거래 제안을 차례당 { $n }번까지 할 수 있어요.
catan-why-no_trade = 제안할 카드가 없거나, 거래할 카드를 가진 사람이 없어요.
catan-why-play = 지금은 그 카드를 쓸 수 없어요.
catan-why-improve = 지금은 그 개선을 할 수 없어요(도시와 충분한 상품 카드가 필요해요).
catan-why-no_path = `{ $spot }`: 이 보드에 있는 길이 아니에요.
catan-why-road_there = { $spot }에는 이미 도로가 있어요.
catan-why-no_roads = 남은 도로가 없어요.
catan-why-road_unconnected = { $spot }: 내 도로나 건물과 이어져 있지 않아요.
catan-why-no_corner = `{ $spot }`: 이 보드에 있는 교차점이 아니에요.
catan-why-no_settlements = 남은 개척지가 없어요.
catan-why-building_there = { $spot }에는 이미 건물이 있어요.
catan-why-building_on = { $spot }에 건물이 있어요.
catan-why-distance = { $spot }: 거리 규칙에 어긋나요(바로 옆에 건물이 있어요).
catan-why-settle_unconnected = { $spot }: 내 도로와 닿아 있지 않아요.
catan-why-no_settlement = { $spot }에 내 개척지가 없어요.
catan-why-no_cities = 남은 도시가 없어요.
catan-why-rebuild_first = 먼저 약탈당한 도시를 다시 지어야 해요.
catan-why-not_now = 지금은 { $spot }에서 그렇게 할 수 없어요.
catan-why-knight_supply = 판에 놓을 { $level } 기사가 더 남아 있지 않아요(등급마다 { $n }명).
catan-why-own_knight_on_spot = { $spot }에 내 기사가 있어요: 거기에 개척지를 지으려면 먼저 기사를 옮겨 주세요.
catan-why-knight_on_spot = { $spot }에 기사가 있어서 개척지를 지을 수 없어요.
catan-why-no_knights = 기사는 도시와 기사 확장의 요소라 이 게임에서는 쓰지 않아요.
catan-why-no_knight = { $spot }에 내 기사가 없어요.
catan-why-not_your_knight = { $spot }의 기사는 내 기사가 아니에요.
catan-why-already_active = { $spot }의 내 기사는 이미 활성화되어 있어요.
catan-why-robber_locked = 야만인이 처음 공격하기 전에는 도둑을 쫓아낼 수 없어요.
catan-why-knight_inactive = { $spot }의 내 기사는 비활성 상태예요: 활성화하면(곡물 1장) 다음 차례에 행동할 수 있어요.
catan-why-knight_not_ready = { $spot }의 내 기사는 이번 차례를 시작할 때 활성 상태가 아니었거나 이미 행동했어요: 다음 차례에 행동할 수 있어요.
catan-why-knight_stuck = { $spot }의 내 기사는 갈 곳이 없어요: 내 도로를 따라 빈 곳도, 더 약한 기사도 없어요.
catan-why-robber_not_near = 도둑이 { $spot } 옆 타일에 있지 않아요.
catan-why-knight_there = { $spot }에는 이미 기사가 있어요.
catan-why-not_road_end = { $spot }: 내 도로의 끝이 아니에요.
catan-why-already_mighty = { $spot }의 내 기사는 이미 최강 기사예요.
catan-why-promoted_this_turn = { $spot }의 내 기사는 이번 차례에 이미 승급했어요.
catan-why-needs_fortress = 강한 기사가 최강 기사가 되려면 요새(Fortress, 정치 3단계)가 필요해요.
catan-why-relocate = 밀려난 기사는 내 도로를 따라 갈 수 있는 빈 곳으로 가야 해요.
catan-why-no_other_knight = { $spot }에 다른 플레이어의 기사가 없어요.
catan-why-knight_off_roads = { $spot }의 기사는 내 도로 위에 있지 않아요.
catan-why-already_there = 내 기사는 이미 { $spot }에 있어요.
catan-why-own_knight_there = { $spot }에는 내 기사가 이미 있어요.
catan-why-not_weaker = { $spot }의 기사는 내 기사보다 약하지 않아요: 더 약한 기사만 밀어낼 수 있어요.
catan-why-unreachable = 다른 플레이어의 말을 지나지 않고서는 내 도로를 따라 { $spot }에 갈 수 없어요.
