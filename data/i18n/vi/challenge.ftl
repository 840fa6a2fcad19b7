# Thử thách một mình (issue 16): các bộ luật, điểm số và lời của các lệnh thử thách.
# Thuật ngữ theo GLOSSARY.md; "thử thách" (challenge), "hằng ngày / hằng tuần" (daily / weekly)
# và "bảng xếp hạng" (leaderboard) là lựa chọn riêng của mình.

## challenge.variant

challenge-variant-tta-dummy = chơi một mình đấu với người chơi ảo
challenge-variant-tta-barbarians = chơi một mình chống lại người man rợ
challenge-variant-duel-base = bản cơ bản
challenge-variant-duel-agora = có Agora
challenge-variant-wonders-base = 3 người chơi, bản cơ bản
challenge-variant-wonders-leaders = 3 người chơi, có Leaders
challenge-variant-catan-base = 4 người chơi, bản cơ bản, đảo xếp ngẫu nhiên

## challenge.score

challenge-score-forfeit = { $cause ->
    [timeout] thua vì hết giờ
   *[resignation] bỏ cuộc
}
challenge-score-duel = { $result ->
    [won] thắng { $how ->
        [military] nhờ Thống trị Quân sự
        [science] nhờ Thống trị Khoa học
        [political] nhờ Thống trị Chính trị
       *[points] nhờ điểm số
    } ({ $points } điểm so với { $rival })
    [shared] cùng chiến thắng với { $points } điểm
   *[lost] thua { $how ->
        [military] vì đối thủ Thống trị Quân sự
        [science] vì đối thủ Thống trị Khoa học
        [political] vì đối thủ Thống trị Chính trị
       *[points] về điểm số
    } ({ $points } điểm so với { $rival })
}
challenge-score-wonders = { $result ->
    [won] thắng với { $points } điểm (đối thủ mạnh nhất: { $rival })
    [shared] cùng đứng đầu với { $points } điểm
   *[lost] thua với { $points } điểm (người đứng đầu: { $rival })
}
challenge-score-catan = { $result ->
    [won] thắng sau { $turns } lượt ({ $points } điểm chiến thắng)
   *[lost] thua với { $points } điểm chiến thắng sau { $turns } lượt
}
challenge-score-tta-dummy = { $result ->
    [won] thắng người chơi ảo: { $culture } văn hóa so với { $dummy }
    [draw] hòa với người chơi ảo ở mức { $culture } văn hóa
   *[lost] thua người chơi ảo: { $culture } văn hóa so với { $dummy }
}
challenge-score-tta-barbarians = { $result ->
    [won] { $grade ->
        [good] cầm chân được người man rợ với { $culture } văn hóa: trên { $good }, một điểm số tốt
        [target] cầm chân được người man rợ với { $culture } văn hóa: đạt mục tiêu { $target }
       *[short] cầm chân được người man rợ, nhưng { $culture } văn hóa vẫn chưa đạt mục tiêu { $target }
    }
   *[lost] bị người man rợ tràn ngập (sức mạnh { $strength } so với { $barbarians }) với { $culture } văn hóa
}
challenge-hints = { $n ->
    [0] không dùng gợi ý
   *[other] { $n } lần gợi ý
}

## challenge (the commands)

challenge-started = 🎯 { $period ->
    [daily] Thử thách hằng ngày
   *[weekly] Thử thách hằng tuần
} { $day }: **{ $title }**, { $variant }. { $bots ->
    [0] Bạn chơi một mình.
   *[other] Bạn đấu với { $bots } bot cấp độ khó.
} Mọi người đều chơi với cùng một thiết lập ban đầu; ván đầu tiên bạn chơi xong sẽ được tính.
challenge-resumed = ▶️ Tiếp tục { $period ->
    [daily] thử thách hằng ngày
   *[weekly] thử thách hằng tuần
} { $day } của bạn: **{ $title }**, { $variant }, từ chỗ bạn đã dừng.
challenge-already_played = Bạn đã chơi { $period ->
    [daily] thử thách hằng ngày
   *[weekly] thử thách hằng tuần
} { $day } của **{ $title }**: { $score }. Thử thách tiếp theo bắt đầu vào { $next }.
challenge-finished = 🎯 Thử thách kết thúc: { $score }. Hiện bạn đứng thứ { $rank } trên { $n } người chơi.
challenge-expired = Thử thách { $day } đã kết thúc, nên ván này không còn được tính vào bảng xếp hạng.
challenge-board_title = 🏆 Bảng xếp hạng { $period ->
    [daily] thử thách hằng ngày
   *[weekly] thử thách hằng tuần
} { $day } · **{ $title }**, { $variant }
challenge-board_line = { $rank }. { $name }: { $score }
challenge-board_line_hints = { $rank }. { $name }: { $score } ({ $hints })
challenge-board_empty = Chưa ai chơi xong thử thách này.
challenge-results_title = 📜 Kết quả { $period ->
    [daily] thử thách hằng ngày
   *[weekly] thử thách hằng tuần
} { $day } · **{ $title }**, { $variant } · { $n } người chơi đã tham gia
challenge-results_line = { $rank }. { $name }: { $score }
challenge-results_more = … và { $n } người chơi khác
challenge-results_none = Không ai chơi { $period ->
    [daily] thử thách hằng ngày
   *[weekly] thử thách hằng tuần
} { $day } của **{ $title }**.
challenge-dm_only = Thử thách một mình được chơi trong tin nhắn riêng với Tabula: hãy mở tin nhắn riêng với mình và bắt đầu ở đó.
challenge-not_challenge = Ván này không phải là thử thách.
challenge-busy = Bạn đang có một ván khác trong tin nhắn riêng này: hãy chơi xong, hoặc hủy nó bằng /game abandon, trước khi bắt đầu thử thách.
challenge-taken = Bạn đã bắt đầu thử thách này rồi: hãy gọi lại lệnh để quay về ván của bạn.
challenge-unknown_game = Không có thử thách nào cho `{ $name }`. Các thử thách: { $known }.
challenge-unknown_period = `{ $name }` không phải là chu kỳ thử thách. Các chu kỳ: { $known }.
