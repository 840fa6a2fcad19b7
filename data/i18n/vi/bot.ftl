# Tiếng Việt (vi): every message of en/bot.ftl, with the same variables.
# Vietnamese has one plural form (CLDR "other"), so counts need no selector; a selector on an
# exact number ([0], [1]) is kept only where the wording changes. Terms: see GLOSSARY.md.

players-range = { $fixed ->
    [yes] { $max } người chơi
   *[no] { $min }–{ $max } người chơi
}

## reply

reply-error = ⚠️ { $message }
reply-unexpected = ⚠️ Có lỗi xảy ra ở phía chúng tôi. Ván chơi vẫn an toàn; bạn vui lòng thử lại sau giây lát.
reply-posted = Đã đăng trong kênh.

## error

error-no_game = Kênh này chưa có ván nào. Hãy mở một ván bằng /game new.
error-not_started = Ván chưa bắt đầu. Dùng /game start khi mọi người đã vào bàn.
error-already_started = Ván đã bắt đầu rồi.
error-already_seated = Bạn đã ngồi ở bàn này rồi.
error-not_seated = Bạn không chơi trong ván này.
error-table_full = Bàn đã đủ người ({ $max } người chơi).
error-leave_started = Ván đã bắt đầu; dùng /game resign để bỏ cuộc và rời ghế.
error-channel_busy = Kênh này đã có một ván. Hãy chơi xong, hoặc hủy ván bằng /game abandon trước.
error-player_count = Trò chơi này cần { $fixed ->
    [yes] { $max } người chơi
   *[no] { $min }–{ $max } người chơi
}; bàn hiện có { $n } người.
error-too_many_bots = { $max ->
    [0] Trò chơi này không có ghế dành cho bot.
   *[other] Bạn chỉ có thể thêm tối đa { $max } bot vào ván này.
}
error-stale = Có người đã đi trước bạn: bàn chơi đã thay đổi. Hãy xem bàn chơi mới nhất rồi thử lại.
error-stale_board = Bàn chơi này đã cũ: đã có người đi nước mới. Hãy dùng bàn chơi mới nhất, hoặc /board.
error-table_busy = Bàn đang bận; bạn thử lại sau giây lát nhé.
error-game_over = Ván đã kết thúc.
error-not_creator = Chỉ người tạo ván (hoặc người điều hành) mới có thể hủy ván.
error-option_syntax = `{ $text }` không phải là tùy chọn: hãy viết theo dạng tên:giá_trị, ví dụ agora:true.
error-unknown_game = Không có trò chơi nào tên là `{ $name }`. Các trò chơi: { $known }.
error-unknown_option = Không có tùy chọn `{ $name }` (trò chơi này có: { $known }).
error-bad_option = `{ $name }` phải là một trong các giá trị: { $choices }.
error-not_your_turn = Chưa đến lượt bạn.
error-illegal_action = Lúc này bạn không thể đi nước `{ $token }`.
error-invalid_action = `{ $text }` không phải là nước đi bạn có thể đi lúc này.
error-ambiguous = `{ $text }` có thể là { $options }; hãy ghi rõ hơn.
error-settings_dm = Cài đặt thuộc về máy chủ; trong tin nhắn riêng, Tabula nói ngôn ngữ của chính bạn.
error-settings_moderator = Chỉ người điều hành (Quản lý máy chủ hoặc Quản lý kênh) mới đổi được cài đặt của máy chủ.
error-bad_language = `{ $language }` không phải ngôn ngữ mình hỗ trợ: { $known }.
error-bad_number = `{ $text }` không phải là số bot hợp lệ: hãy viết một số nguyên từ 0 trở lên.
error-unknown_topic = Hướng dẫn { $game } không có mục `{ $topic }`. Các mục: { $topics }.
error-unknown_control = Nút điều khiển này không còn hiệu lực.
error-bad_level = `{ $level }` không phải là cấp độ bot. Các cấp độ: { $levels }.
error-not_host = Chỉ chủ bàn (người đã mở bàn) hoặc người điều hành mới làm được việc này.
error-options_started = Ván đã bắt đầu: không thể thay đổi tùy chọn nữa.
error-hint_alone = Gợi ý chỉ dành cho ván mà bạn là người duy nhất ngồi ở bàn.
error-undo_nothing = Bạn không có nước đi nào để rút lại.
error-undo_moved_since = { $name } đã đi sau nước đi gần nhất của bạn, nên nước đó không thể rút lại nữa.
error-undo_not_yours = Nước đi gần nhất là của { $name }, không phải của bạn: bạn chỉ có thể rút lại nước đi gần nhất của chính mình.
error-undo_revealed = Nước đi đó đã làm lộ ra điều mới (một lần gieo xúc xắc, một lá bài được rút hoặc lật lên, hay một bí mật), nên nó được giữ nguyên.
error-undo_cannot = Bạn không thể rút lại nước đi lúc này: đã có một nước đi khác sau đó.
error-undo_clock = Đồng hồ đã đi nước đó thay bạn khi bạn vắng mặt: nước đi được giữ nguyên và không thể rút lại.
error-undo_old_button = Nút Hoàn tác đó thuộc về một nước đi cũ hơn của bạn; hãy dùng /undo để rút lại nước đi gần nhất.
error-bad_clock = `{ $clock }` không phải là một mức đồng hồ. Các mức: { $clocks }.
error-bad_timeout = `{ $timeout }` không phải là luật hết giờ. Hãy chọn một trong: { $timeouts }.
error-bad_duration = `{ $text }` không phải là khoảng thời gian: hãy viết như 30m, 13h hoặc 2d (phút, giờ, ngày).
error-sub_not_yours = Chỉ chính người chơi đó hoặc người điều hành mới có thể nhường ghế này cho người khác.
error-sub_bot = Chỉ có thể nhường ghế cho một người thật; người điều hành có thể giao ghế cho bot bằng /game kick.
error-user_not_seated = { $user } không chơi trong ván này.
error-sub_seated = { $user } đã có ghế ở bàn này.
error-kick_moderator = Chỉ người điều hành (có quyền Quản lý máy chủ hoặc Quản lý tin nhắn) mới có thể giao ghế của người chơi cho bot.
error-kick_last = Đó là người cuối cùng ở bàn; hãy kết thúc ván bằng /game abandon.

## seat

seat-default = Ghế { $n }
seat-bot = Bot { $n }
seat-bot_level = { $name } ({ $level })

## level

level-random = ngẫu nhiên
level-easy = dễ
level-medium = trung bình
level-hard = khó

## hint

hint-suggestion = 💡 Bot cấp độ khó sẽ đi: **{ $move }** (`{ $token }`).
hint-reason = Lý do: { $reason }.
hint-counted = Số lần gợi ý đã dùng trong ván này: { $n }.

## game

game-started = Ván { $title } bắt đầu!
game-resigned = { $name } bỏ cuộc. Ván đã kết thúc.
game-resigned_bot = { $name } bỏ cuộc; một bot sẽ thế chỗ ở ghế này.
game-abandoned = Ván đã bị hủy. Mở ván mới bằng /game new.

## clock

clock-lobby = ⏱️ Đồng hồ: { $clock } cho mỗi nước đi; khi hết giờ, { $rule }.
clock-rule_bot = một bot sẽ đi thay nước đó
clock-rule_end = ván kết thúc và người vắng mặt bị xử thua
clock-half = ⏰ { $users }: đã hết một nửa thời gian cho nước đi này (còn { $left }).
clock-tenth = ⏰ { $users }: chỉ còn { $left } cho nước đi của bạn!
clock-paused = ⏸️ { $users }: đã hết thời gian cho nước đi này. Trò chơi này không có bot đi thay bạn, nên chưa có nước nào được đi: đồng hồ tạm dừng và sẽ chạy lại từ nước đi tiếp theo của bạn.
clock-played = ⏰ Hết giờ: đã tự động đi thay { $user }.
clock-handed_over = { $user } đã bỏ lỡ { $n ->
    [1] một nước đi
   *[other] { $n } nước đi liên tiếp
}: một bot thế chỗ ở ghế này. { $user }, hãy dùng /game join để lấy lại ghế.
clock-timeout_end = ⏰ { $user } đã hết giờ: ván kết thúc và { $user } bị xử thua.

## seats

seats-back = { $user } trở lại ghế của mình.
seats-sub = { $old } nhường ghế cho { $new }.
seats-kick = Người điều hành giao ghế của { $user } cho bot.

## notify

notify-on = 🔔 Bạn sẽ nhận tin nhắn riêng khi đến lượt bạn trong bất kỳ ván nào (/notify off để tắt).
notify-off = 🔕 Đã tắt tin nhắn báo lượt.
notify-hello = 🔔 Thông báo lượt chơi từ Tabula sẽ được gửi đến đây.
notify-turn = 🎲 Đến lượt bạn trong **{ $title }**: { $link }
notify-reminder = ⏰ Còn { $left } cho nước đi của bạn trong **{ $title }**: { $link }
notify-dm_closed = Mình không gửi được tin nhắn riêng cho bạn: bạn đã tắt tin nhắn riêng. Thông báo lượt và lời nhắc sẽ chỉ hiện trong các kênh chơi.

## mygames

mygames-header = {"*"}*Các ván của bạn** (ván đang chờ bạn được xếp lên đầu):
mygames-none = Bạn không ngồi ở ván nào đang mở. Hãy mở một ván bằng /game new.
mygames-yours = • ➡️ **{ $title }**: đến lượt bạn, đã chờ { $time }{ $left } · { $link }
mygames-theirs = • **{ $title }**: đang chờ { $names }, đã chờ { $time } · { $link }
mygames-lobby = • **{ $title }**: đang chờ người chơi · { $link }
mygames-left = {" "}(đồng hồ của bạn còn { $time })

## duration

duration-days = { $n } ngày
duration-hours = { $n } giờ
duration-minutes = { $n } phút
duration-moment = giây lát

## lobby

lobby-created = { $user } đã mở một bàn **{ $title }**.
lobby-joined = { $user } vào bàn.
lobby-left = { $user } rời bàn.
lobby-waiting = Đang chờ người chơi.
lobby-body =
    {"*"}*{ $title }** · { $n } người đã ngồi ({ $players }) · tùy chọn: { $options }
    { $seats }
    Vào bàn bằng /game join; bắt đầu bằng /game start.
lobby-no_options = không có
lobby-seat_user = { $n }. { $user }
lobby-seat_bot = { $n }. 🤖 { $name }

## table

table-join = Vào bàn
table-leave = Rời bàn
table-start = Bắt đầu
table-add_bot = Thêm bot…
table-bot_level = Bot ({ $level })
table-bot_added = Một bot cấp độ { $level } ngồi vào bàn.
table-option_set = { $user } đã thay đổi tùy chọn.
table-option_menu = { $option }: { $value }
table-option_choice = { $option }: { $value }
table-more_options = Thêm tùy chọn…
table-on = bật
table-off = tắt
table-started = Ván đã bắt đầu: xem bàn chơi bên dưới.
table-board_updated = Nước đi của bạn đã có trên bàn chơi: { $link }
table-thread_name = { $title } · { $user }
table-thread_opened = { $user } đã mở một bàn **{ $title }** trong { $thread }.
table-thread_failed = (Mình không mở được chủ đề ở đây, nên ván sẽ được chơi ngay trong kênh này.)
table-thread_not_here = (Chỉ có thể mở chủ đề từ kênh văn bản của máy chủ, nên ván sẽ được chơi ở đây.)

## table.option.duel

table-option-duel-agora = Agora

## table.option.wonders

table-option-wonders-leaders = Leaders
table-option-wonders-sides = Mặt Kỳ quan

## table.option.catan

table-option-catan-ck = Thành phố & Hiệp sĩ
table-option-catan-board = Bàn chơi
table-option-catan-shortage = Luật thiếu tài nguyên
table-option-catan-trade_offers = Số lời mời giao dịch mỗi lượt

## table.option.tta

table-option-tta-variant = Biến thể
table-option-tta-optional = Luật tùy chọn

## table.value.wonders.sides

table-value-wonders-sides-random = ngẫu nhiên
table-value-wonders-sides-a = A (ngày)
table-value-wonders-sides-b = B (đêm)
table-value-wonders-sides-choice = mỗi người chơi tự chọn

## table.value.catan.board

table-value-catan-board-beginner = cho người mới
table-value-catan-board-spiral = xoắn ốc
table-value-catan-board-random = ngẫu nhiên

## table.value.catan.shortage

table-value-catan-shortage-almanac = theo sách luật (Almanac)
table-value-catan-shortage-sole_claimant = một người nhận vẫn được chia

## table.value.catan.trade_offers

table-value-catan-trade_offers-unlimited = không giới hạn

## table.value.tta.variant

table-value-tta-variant-dummy = người chơi ảo
table-value-tta-variant-barbarians = người man rợ

## table.value.tta.optional

table-value-tta-optional-none = không có
table-value-tta-optional-all = tất cả

## board

board-header = {"*"}*{ $title }** · bàn chơi #{ $version }
board-more_lines = … { $n } dòng trước đó (xem /log)
board-your_turn = ➡️ { $users }: đến lượt bạn. Dùng các nút, /play hoặc “Bài trên tay & nước đi”.
board-waiting_bots = Đang chờ các bot.
board-players =
    Các ghế:
    { $seats }
board-game_over = 🏁 Ván kết thúc. Người thắng: **{ $winners }**. Điểm: { $scores } ({ $reason }).
board-game_over_lost = 🏁 Ván kết thúc. Không ai thắng. Điểm: { $scores } ({ $reason }).
board-ended = Ván đã kết thúc: { $headline }
board-abandoned = Ván đã bị hủy

## result

result-header = 🏁 **Ván kết thúc.** { $headline }
result-winner = 🏆 **{ $winners }** thắng { $how }.
result-winners = 🏆 **{ $winners }** cùng chiến thắng: { $how }.
result-nobody = Không người chơi nào thắng — { $how }.
result-and = {" "}và{" "}
result-seat = • { $who }: **{ $total }** ({ $parts })
result-seat_won = • 🏆 { $who }: **{ $total }** ({ $parts })
result-seat_plain = • { $who }
result-seat_won_plain = • 🏆 { $who }
result-seat_total = • { $who }: **{ $total }**
result-seat_won_total = • 🏆 { $who }: **{ $total }**
result-item = { $label } { $n }
result-sep = {" "}·{" "}
result-title = Kết quả chung cuộc
result-total = Tổng

## result.plain

result-plain-winner = { $winners } thắng { $how }.
result-plain-winners = { $winners } cùng chiến thắng: { $how }.
result-plain-nobody = Không người chơi nào thắng — { $how }.

## result.cause

result-cause-military = nhờ Thống trị Quân sự: quân cờ Xung đột đã tiến vào thủ đô đối phương
result-cause-science = nhờ Thống trị Khoa học: có đủ sáu biểu tượng khoa học khác nhau
result-cause-political = nhờ Thống trị Chính trị: kiểm soát cả sáu Phòng họp của Thượng viện
result-cause-points = nhờ điểm số
result-cause-tie_blue = nhờ điểm số: hòa { $score } điểm, phân định bằng điểm công trình dân sự (xanh dương): { $blue } điểm
result-cause-tie_coins = nhờ điểm số: hòa { $score } điểm, phân định bằng kho bạc: { $coins } đồng
result-cause-shared = hòa { $score } điểm và hòa cả khi phân định
result-cause-target = nhờ đạt { $target } điểm chiến thắng trong lượt của mình
result-cause-culture_target = nhờ cầm chân được người man rợ và đạt mục tiêu { $target } văn hóa ({ $culture })
result-cause-culture_short = nhờ cầm chân được người man rợ, dù { $culture } văn hóa vẫn chưa đạt mục tiêu { $target }
result-cause-beat_dummy = với { $culture } văn hóa, hơn { $dummy } của người chơi ảo
result-cause-lost_dummy = người chơi ảo có nhiều văn hóa hơn ({ $dummy } so với { $culture })
result-cause-tied_dummy = hòa với người chơi ảo ở mức { $culture } văn hóa: hòa không tính là thắng
result-cause-overrun = bị người man rợ tràn ngập (sức mạnh { $strength } so với { $barbarians })
result-cause-resignation = vì { $name } đã bỏ cuộc
result-cause-timeout = vì { $name } đã hết giờ

## result.category

result-category-timeout = Hết giờ
result-category-military = Quân sự
result-category-guilds = Bang hội
result-category-science = Khoa học

## result.category.duel

result-category-duel-blue = Dân sự (xanh dương)
result-category-duel-green = Khoa học (xanh lá)
result-category-duel-yellow = Thương mại (vàng)
result-category-duel-wonders = Kỳ quan
result-category-duel-progress = Mã báo Tiến trình
result-category-duel-coins = Kho bạc
result-category-duel-senate = Thượng viện

## result.category.wonders

result-category-wonders-military = Xung đột quân sự
result-category-wonders-treasury = Kho bạc
result-category-wonders-wonder = Giai đoạn Kỳ quan
result-category-wonders-civilian = Dân sự
result-category-wonders-commerce = Thương mại
result-category-wonders-leaders = Lãnh đạo

## result.category.catan

result-category-catan-settlements = Khu định cư
result-category-catan-cities = Thành phố
result-category-catan-longest_road = Con đường dài nhất
result-category-catan-largest_army = Đạo quân lớn nhất
result-category-catan-vp_cards = Thẻ điểm chiến thắng
result-category-catan-metropolises = Đô thị
result-category-catan-defender = Người bảo vệ Catan
result-category-catan-progress_cards = Thẻ tiến bộ
result-category-catan-merchant = Thương nhân

## result.category.tta

result-category-tta-during_play = Văn hóa trong ván
result-category-tta-age3_events = Sự kiện Thời đại III
result-category-tta-possible_events = Sự kiện có thể xảy ra
result-category-tta-bill_gates = Bill Gates
result-category-tta-rule47_lead = Dẫn đầu sức mạnh
result-category-tta-rule47_barbarians = Sức mạnh người man rợ
result-category-tta-rule47_swap = Đổi sự kiện

## hand

hand-header = Ghế của bạn: { $seat } ({ $name }).
hand-moves = { $n ->
    [1] Bạn có một nước đi hợp lệ: chọn nó bên dưới hoặc dùng /play.
   *[other] Bạn có { $n } nước đi hợp lệ: chọn một nước bên dưới hoặc dùng /play.
}
hand-more_moves = { $n ->
    [1] Còn một nước đi nữa không có trong danh sách: gõ /play để tìm.
   *[other] Còn { $n } nước đi nữa không có trong danh sách: gõ /play để tìm trong tất cả.
}
hand-no_moves = Lúc này bạn không phải đi nước nào.
hand-over = Ván đã kết thúc: đây là bài trên tay của bạn lúc ván kết thúc. /log kể lại diễn biến ván.

## list

list-header = {"*"}*Các trò chơi bạn có thể chơi** (mở một ván bằng /game new):
list-game = • `{ $key }`: { $title }, { $players }; tùy chọn: { $options }
list-mine = {"*"}*Các ván đang mở của bạn:**
list-mine_game = • { $channel }: `{ $key }` ({ $status })
list-status_lobby = đang chờ người chơi
list-status_active = đang chơi
list-status_finished = đã kết thúc
list-status_abandoned = đã hủy

## log

log-header = {"*"}*Nhật ký ván** (các nước đi gần nhất)
log-empty = Chưa có gì xảy ra.
log-clock_move = Hết giờ: đã tự động đi thay { $name }.
log-clock_bot = Ghế của { $name } đã được giao cho bot sau những nước đi bị bỏ lỡ.
log-clock_end = { $name } đã hết giờ; ván kết thúc.
log-back = { $name } đã trở lại ghế của mình.
log-sub = { $old } đã nhường ghế cho { $new }.
log-kick = Ghế của { $name } đã được người điều hành giao cho bot.
log-line = { $seq }. { $line }
log-undo = ↩️ { $name } đã rút lại nước đi ở dòng { $n }.
log-undone = { $line } (đã rút lại)

## undo

undo-done = ↩️ { $name } đã rút lại nước đi gần nhất của mình.
undo-offer = ↩️ Bạn có thể rút lại nước đi này cho đến khi người khác đi: **Hoàn tác** hoặc /undo.
undo-private_done = ↩️ Bạn đã rút lại nước đi gần nhất.
undo-button = Hoàn tác

## rules

rules-index = Có luật chơi cho: { $games }. Dùng /rules topic:<trò chơi>.
rules-game = {"*"}*{ $title }**: { $players }.
rules-option = • `{ $name }` ({ $choices }, mặc định { $default }): { $help }
rules-topics = Xem thêm: { $topics } (dùng /rules topic:<tên mục>).
rules-topic =
    {"*"}*{ $title }: { $topic }**
    { $text }

## ui

ui-my_hand = Bài trên tay & nước đi
ui-choose_move = Chọn nước đi…
ui-menu = { $group }…
ui-menu_part = { $group } ({ $n })…
ui-more_moves = Có nhiều nước đi hơn số có thể hiện ở đây: dùng /play để tìm trong tất cả.

## console

console-banner = Console Tabula. Gõ từng dòng theo dạng `<người dùng>: <lệnh>`, ví dụ `alice: /game new tokens`. Ctrl-D để thoát.
console-unknown_command = Không có lệnh `{ $name }`. Các lệnh: { $commands }.
console-bad_line = Hãy viết một dòng theo dạng `<người dùng>: <lệnh>`.
console-saved_image = {"["}đã lưu bàn chơi vào { $path }]
console-choices = Các nước đi: { $choices }
console-mention = @{ $name }
console-only_you = (chỉ mình bạn thấy)
console-waited = ⏳ Sau { $time }.
console-dm = (tin nhắn riêng cho @{ $name })

## cli

cli-no_token = Chưa đặt DISCORD_TOKEN: hãy đặt nó trong biến môi trường hoặc trong .env (xem .env.example), hoặc thử `tabula console`.
cli-bad_setting = Có một thiết lập sai nên Tabula không khởi động: { $problem }

## commands

commands-game = Tạo, tham gia và quản lý ván trong kênh này
commands-game_new = Mở một ván mới trong kênh này
commands-game_join = Vào bàn của ván đang chờ trong kênh này
commands-game_leave = Rời bàn trước khi ván bắt đầu
commands-game_start = Bắt đầu ván với những người đã ngồi vào bàn
commands-game_status = Xem tình trạng ván trong kênh này
commands-game_resign = Bỏ cuộc và rời ghế (một bot thế chỗ nếu những người khác chơi tiếp)
commands-game_abandon = Kết thúc ván trong kênh này mà không có kết quả
commands-game_list = Liệt kê các trò chơi bạn có thể chơi và các ván đang mở của bạn
commands-play = Đi một nước trong ván của kênh này
commands-hand = Xem bài trên tay và các nước đi hợp lệ của bạn (chỉ mình bạn thấy)
commands-param_spots = Ghi mã của mọi vị trí (góc, đường và ô của Catan)
commands-board = Đăng bàn chơi hiện tại
commands-log = Xem các nước đi gần nhất (chỉ mình bạn thấy)
commands-rules = Đọc luật chơi và tùy chọn của một trò chơi
commands-param_game = Trò chơi bạn muốn chơi
commands-param_options = Tùy chọn dạng tên:giá_trị, ví dụ agora:true
commands-param_bots = Số bot ngồi vào bàn
commands-param_level = Bot chơi giỏi đến đâu (mặc định: trung bình)
commands-param_thread = Chơi trong một chủ đề mới của kênh này (mặc định: bật nếu mình được phép mở chủ đề)
commands-hint = Hỏi bot mạnh nhất nên đi nước nào (chỉ khi bạn chơi một mình với bot)
commands-param_action = Nước đi của bạn: bắt đầu gõ để xem các nước đi hợp lệ
commands-param_topic = Mã trò chơi, ví dụ duel
commands-undo = Rút lại nước đi gần nhất, nếu chưa ai đi sau đó và nước đó không làm lộ điều gì
commands-param_clock = Thời gian mỗi người chơi có cho mỗi nước đi (mặc định: off, không tính giờ)
commands-param_timeout = Khi hết giờ: một bot đi thay (bot) hoặc ván kết thúc (end)
commands-game_sub = Nhường ghế của bạn (người điều hành: ghế của bất kỳ ai) cho người khác
commands-param_sub_user = Người sẽ nhận ghế
commands-param_sub_replacing = Ghế của ai (chỉ người điều hành; mặc định: ghế của bạn)
commands-game_kick = Giao ghế của một người chơi cho bot (chỉ người điều hành)
commands-param_kick_user = Người chơi có ghế sẽ được giao cho bot
commands-notify = Nhận tin nhắn riêng khi đến lượt bạn trong bất kỳ ván nào
commands-param_notify = on (bật) hoặc off (tắt)
commands-mygames = Các ván của bạn ở mọi nơi: đến lượt ai, đã bao lâu, kèm đường dẫn

## settings

settings-language_set = Từ giờ Tabula dùng { $language } cho các tin nhắn công khai trong máy chủ này. Câu trả lời riêng vẫn theo ngôn ngữ Discord của từng người.
language-en = English
language-vi = Tiếng Việt
language-el = Ελληνικά
language-ko = 한국어
language-auto = Tự động (ngôn ngữ của máy chủ)
commands-settings = Cài đặt Tabula cho máy chủ (dành cho người điều hành)
commands-settings_language = Chọn ngôn ngữ cho các tin nhắn công khai của Tabula trong máy chủ này
commands-param_language = Một ngôn ngữ, hoặc auto để theo ngôn ngữ ưa thích của máy chủ

## lists

# the separator between clauses of a list ("Ann builds X; Bob discards")
list-series = {"; "}

## card (/card)

error-card_no_game = Kênh này không có ván nào: hãy nêu tên trò chơi, ví dụ /card name:… game:duel.
error-no_cards = { $game } không có lá bài nào để tra cứu.
error-unknown_card = Không có lá bài nào tên `{ $text }`. Các tên gần giống: { $names }.
error-card_ambiguous = `{ $text }` có thể là nhiều lá bài: { $names }. Hãy chọn một lá trong danh sách.
card-shown =
    {"*"}*{ $name }** · { $kind }
    { $summary }
card-choice = { $name } · { $kind }
commands-card = Tra cứu một lá bài: hình và toàn bộ nội dung (chỉ mình bạn thấy)
commands-param_card = Tên lá bài: gõ vài chữ để xem danh sách
commands-param_card_game = Bài của trò chơi khác (mặc định: trò chơi của kênh này)
