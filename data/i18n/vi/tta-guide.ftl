# Hướng dẫn /rules cho tta (tiếng Việt); engine theo ../shared/rules/tta.md.
# Các mục hiện ra là /rules topic:tta:<mục>; thứ tự ở đây là thứ tự hiển thị.
# Các giá trị gõ vào (variant:dummy, variant:barbarians, optional:43 … optional:47, all) giữ nguyên.

tta-guide-summary = Một mình dẫn dắt một nền văn minh từ thời cổ đại đến thời hiện đại. Dùng hành động dân sự và hành động quân sự để lấy thẻ từ hàng thẻ, tăng dân số, xây nông trại, hầm mỏ, công trình đô thị và đơn vị quân sự, phát minh công nghệ và xây kỳ quan. Đối thủ của bạn là một nền văn minh thứ hai được mô phỏng (variant:dummy) hoặc ba bộ tộc người man rợ (variant:barbarians). Văn hóa quyết định điểm số.
tta-guide-topic-turn = Mỗi lượt có giai đoạn chính trị (chơi một thẻ sự kiện, lãnh thổ hoặc gây hấn nếu muốn), rồi đến các hành động của bạn, rồi sản xuất và duy trì: nông trại làm ra lương thực và hầm mỏ làm ra tài nguyên, dân của bạn ăn, tham nhũng lấy mất tài nguyên khi kho khối xanh dương còn ít, văn hóa và khoa học được cộng thêm, và bạn rút thẻ quân sự.
tta-guide-topic-actions = Hành động dân sự dùng để lấy thẻ từ hàng thẻ (tốn số hành động bằng giá của ô đó), tăng dân số, xây và nâng cấp công trình, phát minh công nghệ, xây các giai đoạn kỳ quan và chơi thẻ hành động. Hành động quân sự dùng để xây và nâng cấp đơn vị quân sự và chơi thẻ chiến thuật.
tta-guide-topic-dummy = Với variant:dummy, một nền văn minh thứ hai được mô phỏng (người chơi ảo) chơi bên cạnh bạn: các khối thứ tự lượt của nó quyết định nó làm gì, mỗi vòng nó nhận văn hóa và khoa học, và nó dùng sự kiện và gây hấn chống lại bạn tùy theo sức mạnh tương quan.
tta-guide-topic-barbarians = Với variant:barbarians, ba bộ tộc người man rợ ngày càng mạnh lên, loại thẻ khỏi hàng thẻ bằng xúc xắc, và tích trữ chiến tranh và gây hấn để dùng chống lại bạn. Bạn thắng nếu kết thúc ván mạnh hơn mọi bộ tộc; 180 và 200 văn hóa là các mục tiêu cần vượt qua. optional:43 đến optional:47 (hoặc all) bật các luật tùy chọn.

## mỗi tùy chọn của /game new làm gì
tta-option_help-variant = dummy: một nền văn minh thứ hai được mô phỏng (người chơi ảo); barbarians: ba bộ tộc người man rợ.
tta-option_help-optional = Luật tùy chọn cho biến thể người man rợ: 43 lãnh đạo, 44 người man rợ mạnh hơn, 45 hàng thẻ theo xúc xắc d8, 46 giới hạn sức mạnh, 47 cách tính điểm chung cuộc thay thế; hoặc all để bật tất cả.

# tên các mục (tiêu đề của /rules <game>:<mục>)
tta-guide-title-turn = Một lượt chơi
tta-guide-title-actions = Hành động
tta-guide-title-dummy = Người chơi ảo
tta-guide-title-barbarians = Người man rợ
