# Through the Ages cards named in Korean by the players' document (../shared/seeds, the TTA
# solo rules; GLOSSARY.md). The other cards keep their English names, followed in sentences
# by a fixed noun (카드, 지도자...) before any particle.

tta-name-i-raid = 습격
tta-name-ii-raid = 습격
tta-name-iii-raid = 습격
tta-name-ii-annex = 합병
tta-name-i-immigration = 이주민
tta-name-iii-mahatma_gandhi = 간디
tta-name-ii-james_cook = 제임스 쿡
tta-name-iii-bill_gates = 빌 게이츠
tta-name-ii-international_agreement = 국제 협약
tta-name-i-strategic_territory = 전략적인 땅
tta-name-ii-strategic_territory = 전략적인 땅
tta-name-ii-independence_declaration = 독립 선언
tta-name-ii-wave_of_nationalism = 민족주의의 물결
tta-name-a-development_of_politics = 정치 발전
tta-name-iii-impact_of_science = 과학의 효과
tta-name-iii-impact_of_colonies = 식민지 효과
