# 한국어 (ko): every message of en/replay.ftl, with the same variables (해요체, names with 님).
# "replay (file)" is 리플레이 (파일), the word Korean games use.

## replay

replay-too_large = 리플레이 파일로는 너무 커요: { $size } kB인데, 최대 { $limit } kB까지예요.
replay-not_json = Tabula 리플레이 파일이 아니에요: JSON 텍스트가 아니에요.
replay-not_replay = Tabula 리플레이 파일이 아니에요.
replay-version = 이 리플레이는 리플레이 형식 버전 { $version }의 파일이에요. Tabula는 버전 { $supported }의 파일만 읽을 수 있어요.
replay-bad_field = 리플레이 파일이 손상됐어요: `{ $field }` 항목이 없거나 잘못됐어요.
replay-unknown_game = Tabula에 없는 게임의 리플레이예요 (`{ $name }`). 게임 목록: { $known }.
replay-bad_options = 리플레이의 옵션이 { $title }에 맞지 않아요: { $reason }
replay-bad_player = 리플레이 파일이 손상됐어요: 플레이어 { $n }의 이름이 올바르지 않거나, 봇 난이도를 알 수 없어요.
replay-player_count = 리플레이에는 플레이어가 { $n }명인데, { $title }의 인원은 { $fixed ->
    [yes] { $max }명
   *[no] { $min }–{ $max }명
}이에요.
replay-too_long = 리플레이에 수가 { $n }개 있어요. Tabula는 최대 { $max }개까지만 확인해요.
replay-bad_move = 리플레이의 { $n }번째 수는 올바른 수가 아니에요: `{ $token }`.
replay-not_their_turn = 리플레이의 { $n }번째 수(`{ $token }`)를 { $seat }님이 뒀는데, 그때는 { $seat }님의 차례가 아니었어요.
replay-illegal_move = 리플레이의 { $n }번째 수는 { $seat }님의 `{ $token }`인데, 게임의 그 시점에는 둘 수 없는 수예요. 규칙에 따르면: { $reason }
replay-after_end = 리플레이의 { $n }번째 수(`{ $token }`)는 게임이 끝난 뒤에 있어요.
replay-unfinished = 리플레이가 수 { $n }개 뒤, 게임이 끝나기 전에 멈춰요. 리플레이에는 게임이 끝날 때까지의 모든 수가 있어야 해요.
replay-forged_result = 리플레이에 적힌 결과가 리플레이의 수로 나오는 결과와 달라요.
replay-unplayable = 이 게임에는 리플레이가 없어요: 보드 위에서 끝나지 않았어요 (기권, 시간 초과, 중단으로 끝난 게임에는 리플레이가 없어요).
replay-animation_too_large = 리플레이 애니메이션을 { $limit } kB보다 작게 만들 수 없어요.
replay-busy = Tabula가 한 번에 그릴 수 있는 만큼 리플레이를 이미 그리고 있어요. 1분 뒤에 다시 해 보세요.
replay-too_slow = 이 리플레이를 확인하는 데 { $limit }초가 넘게 걸려서 멈췄어요. 아무것도 바뀌지 않았어요.
replay-draw_too_slow = 이 리플레이의 애니메이션을 그리는 데 { $limit }초가 넘게 걸려서 멈췄어요. 나중에 다시 해 보세요.
replay-fetch_failed = Tabula가 Discord에서 이 파일을 내려받지 못했어요. 다시 첨부해 보세요.

## /replay
replay-no_such_game = 여기에는 끝난 게임 `#{ $id }`이(가) 없어요. /history에서 목록을 볼 수 있어요.
replay-shown = 🎞️ { $line }
    이 파일로 게임을 그대로 재현할 수 있어요. `/replay`에 첨부하면 확인하고 다시 보여 드려요.
replay-checked = ✅ **{ $game }**의 진짜 리플레이예요({ $players }). { $n }수를 하나씩 확인했어요. { $result }
