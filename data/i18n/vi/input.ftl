# Đọc nước đi gõ tay (/play, /card), danh sách nước đi, và các ghi chú giữ cho lượt dễ đọc.

error-no_such_move = Bạn không có nước đi nào tên là `{ $text }`. Gần nhất: { $options }.
error-list_kind = `{ $text }`: lúc này bạn không có nước đi `{ $kind }` nào.
error-list_empty_item = Danh sách `{ $text }` có một chỗ trống: hãy viết từng mục giữa các dấu phẩy.
error-list_ambiguous_item = `{ $item }` có thể là { $options }; hãy ghi rõ hơn.
error-list_unknown_item = `{ $item }` không khớp với mục nào trong: { $options }.
error-list_too_long = Danh sách dài hơn số bạn phải đi: { $done } nước đầu tiên là đủ. Chưa có nước nào được đi.
error-list_item = Nước thứ { $n } trong danh sách (`{ $token }`) không hợp lệ: { $reason } Chưa có nước nào được đi.

undo-done_answers = ↩️ { $name } đã rút lại nước đi gần nhất cùng { $n } nước đi đáp lại của bot.
undo-offer_bots = ↩️ Bạn có thể rút lại nước đi này, cùng các nước đi đáp lại của bot: **Hoàn tác** hoặc /undo.
error-undo_challenge = Đây là ván thử thách: nước đi đã được bot đáp lại thì được giữ nguyên (mỗi thử thách chỉ chơi một lần, như trong giải đấu).
error-undo_revealed_answers = Các nước đi đáp lại của bot đã cho bạn thấy điều mới (một lần gieo xúc xắc, một lá bài được rút hoặc lật lên), nên nước đi của bạn và của bot được giữ nguyên.

console-choices_more = Các nước đi khác: { $choices }
error-game_ended = Ván ở đây đã kết thúc: { $result } Hãy bắt đầu ván mới bằng /game new.
error-game_abandoned_now = Ván ở đây đã bị hủy. Hãy bắt đầu ván mới bằng /game new.
catan-why-accept_unpaid = Bạn không thể chấp nhận: bạn còn thiếu { $cards } để trả những gì lời đề nghị yêu cầu. Hãy từ chối, hoặc đưa ra đề nghị khác.
board-asked = ❔ { $ask }
