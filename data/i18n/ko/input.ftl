# 직접 입력한 수 읽기(/play, /card), 여러 수를 한 번에 두기, 턴 메시지를 읽기 쉽게 하는 알림.

error-no_such_move = 이름이 `{ $text }`인 수가 없어요. 가장 비슷한 수: { $options }.
error-list_kind = `{ $text }`: 지금 둘 수 있는 `{ $kind }` 수가 없어요.
error-list_empty_item = `{ $text }` 목록에 빈 칸이 있어요. 항목을 쉼표로 구분해 쓰세요.
error-list_ambiguous_item = `{ $item }`: { $options } 중 어느 것인지 알 수 없어요. 더 구체적으로 쓰세요.
error-list_unknown_item = `{ $item }`에 맞는 항목이 없어요: { $options }.
error-list_too_long = 목록이 둬야 할 수보다 길어요. 처음 { $done }개면 충분해요. 아무것도 두지 않았어요.
error-list_item = 목록의 { $n }번째 수(`{ $token }`)는 둘 수 없어요: { $reason } 아무것도 두지 않았어요.

undo-done_answers = ↩️ { $name }님이 마지막 수와 그에 대한 봇의 수 { $n }개를 물렀어요.
undo-offer_bots = ↩️ 이 수를 봇이 응답한 수와 함께 무를 수 있어요: **무르기** 또는 /undo.
error-undo_challenge = 도전 게임이에요. 봇이 응답한 수는 무를 수 없어요(도전은 대회처럼 한 번만 플레이해요).
error-undo_revealed_answers = 봇이 응답하면서 새로운 정보(주사위, 뽑거나 뒤집은 카드)가 드러나서 내 수와 봇의 수를 무를 수 없어요.

console-choices_more = 다른 수: { $choices }
error-game_ended = 이 채널의 게임은 끝났어요: { $result } /game new로 새 게임을 시작하세요.
error-game_abandoned_now = 이 채널의 게임은 중단됐어요. /game new로 새 게임을 시작하세요.
catan-why-accept_unpaid = 수락할 수 없어요: 제안이 요구하는 카드가 모자라요(부족한 카드: { $cards }). 거절하거나 역제안을 하세요.
board-asked = ❔ { $ask }
