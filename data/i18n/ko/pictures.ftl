# 지금 내려야 할 결정의 그림 (renderers/decision.py): 둘 차례인 사람을 위한 세로 그림,
# 휴대폰에서 읽도록.

pictures-turn = { $who }님 차례예요
pictures-waiting = { $who }: 지금은 고를 것이 없어요
pictures-over = { $who }: 게임이 끝났어요
pictures-choose = 고르기: { $groups }
pictures-moves = 둘 수 있는 수 (버튼의 번호)
pictures-more = …아래 메뉴에 { $n }개 더 있어요
pictures-hold = 가진 것
pictures-afford = 지금 살 수 있는 것
pictures-wonders = 내 불가사의 (초록색: 지금 지을 수 있음)
pictures-leaders = 손패의 리더
pictures-hand = 손패의 카드
pictures-count = { $what } { $n }
pictures-coins = 동전 { $n }개
pictures-vp = { $n }점
pictures-shields = 방패 { $n }개
pictures-makes = { $what } 생산
pictures-stages = { $what }: { $of }단계 중 { $n }단계
pictures-priced = { $what }: { $n ->
    [0] 무료
   *[other] 동전 { $n }개
}
pictures-no_cards = 카드 없음
pictures-pieces = 남은 말: 도로 { $roads }, 개척지 { $settlements }, 도시 { $cities }
pictures-buy-road = 도로
pictures-buy-settlement = 개척지
pictures-buy-city = 도시
pictures-buy-development_card = 발전 카드
pictures-buy-knight = 기사
pictures-buy-wall = 성벽
pictures-ask-draft = 불가사의를 하나 고르세요
pictures-tta-food = 식량 { $n } (+{ $rate })
pictures-tta-resources = 자원 { $n } (+{ $rate })
pictures-tta-science = 과학 { $n } (+{ $rate })
pictures-tta-culture = 문화 { $n } (+{ $rate })
pictures-tta-actions = 시민 행동 { $ca }/{ $ca_total } · 군사 행동 { $ma }/{ $ma_total }
pictures-tta-strength = 군사력 { $n }
pictures-tta-happy = 행복 { $n } · 불만 { $d }
pictures-map = 둘 수 있는 곳: 번호가 붙은 자리
pictures-plots = 내 음모 (보라색: 준비됨)
pictures-plot = { $what }{ $state ->
    [prepared] : 준비됨
   *[other] : 준비 안 됨
}
pictures-more_play = …{ $n }개 더 있어요: /play를 입력해 찾아보세요
