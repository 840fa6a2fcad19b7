# 시험용 Tokens 게임 (tests/support/tokens_game.py).

tokens-move-unbid = 입찰 취소
tokens-move-bid = 입찰 { $n }
tokens-move-take = 토큰 { $n }개 가져오기
tokens-move-gift = { $to } 님에게 토큰 주기

tokens-group-unbid = 취소
tokens-group-bid = 입찰
tokens-group-take = 가져오기
tokens-group-gift = 선물

tokens-event-ready = { $seat } 님 준비 완료.
tokens-event-unready = { $seat } 님이 입찰을 취소합니다.
tokens-event-bid = { $seat } 님 입찰: { $n } (비공개).
tokens-event-bids_revealed = 입찰 { $bids } / 선: { $first } 님.
tokens-event-take = { $seat } 님이 { $n }개를 가져갑니다. 남은 수: { $left }.
tokens-event-gift = { $seat } 님이 { $to } 님에게 { $n }개를 줍니다.
tokens-event-end = 더미가 비었습니다. 점수: { $scores }.

tokens-why-take = 1개에서 { $most }개까지 가져갈 수 있습니다.
