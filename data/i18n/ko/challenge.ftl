# 솔로 도전(issue 16): 규칙 구성, 점수, 도전 명령이 하는 말.
# 용어는 GLOSSARY.md를 따라요. 도전(challenge), 일일 / 주간(daily / weekly), 순위표(leaderboard)는
# 제가 고른 말이에요. 점수 문구는 순위표에서 다른 플레이어 이름 옆에도 나오니 명사구로 써요.
# 변수 뒤에는 조사를 붙이지 않아요(GLOSSARY.md의 Style).

## challenge.variant

challenge-variant-tta-dummy = 더미 플레이어를 상대로 하는 솔로 게임
challenge-variant-tta-barbarians = 야만인과의 투쟁(솔로)
challenge-variant-duel-base = 기본 게임
challenge-variant-duel-agora = 아고라 포함
challenge-variant-wonders-base = 3인, 기본 게임
challenge-variant-wonders-leaders = 3인, 리더스 포함
challenge-variant-catan-base = 4인, 기본 게임, 무작위로 섞은 섬

## challenge.score

challenge-score-forfeit = { $cause ->
    [timeout] 시간 초과로 패배
   *[resignation] 기권
}
challenge-score-duel = { $result ->
    [won] { $how ->
        [military] 군사 우위로 승리
        [science] 과학 우위로 승리
        [political] 정치 우위로 승리
       *[points] 점수로 승리
    } ({ $points }점 대 { $rival }점)
    [shared] { $points }점으로 공동 승리
   *[lost] { $how ->
        [military] 상대의 군사 우위로 패배
        [science] 상대의 과학 우위로 패배
        [political] 상대의 정치 우위로 패배
       *[points] 점수로 패배
    } ({ $points }점 대 { $rival }점)
}
challenge-score-wonders = { $result ->
    [won] { $points }점으로 승리(최고 상대 { $rival }점)
    [shared] { $points }점으로 공동 1위
   *[lost] { $points }점으로 패배(1위 { $rival }점)
}
challenge-score-catan = { $result ->
    [won] { $turns }차례 만에 승리(승점 { $points }점)
   *[lost] { $turns }차례 뒤 승점 { $points }점으로 패배
}
challenge-score-tta-dummy = { $result ->
    [won] 더미 플레이어에게 승리: 문화 { $culture }점 대 { $dummy }점
    [draw] 더미 플레이어와 문화 { $culture }점 동점: 무승부
   *[lost] 더미 플레이어에게 패배: 문화 { $culture }점 대 { $dummy }점
}
challenge-score-tta-barbarians = { $result ->
    [won] { $grade ->
        [good] 야만인을 막아 내고 문화 { $culture }점: { $good }점 초과, 좋은 점수
        [target] 야만인을 막아 내고 문화 { $culture }점: 목표 { $target }점 달성
       *[short] 야만인은 막아 냈지만 문화 { $culture }점으로 목표 { $target }점에 못 미침
    }
   *[lost] 야만인에게 압도당함(군사력 { $strength } 대 { $barbarians }), 문화 { $culture }점
}
challenge-hints = { $n ->
    [0] 힌트 없음
   *[other] 힌트 { $n }번
}

## challenge (the commands)

challenge-started = 🎯 { $period ->
    [daily] 일일 도전
   *[weekly] 주간 도전
} { $day }: **{ $title }**, { $variant }. { $bots ->
    [0] 봇 없이 혼자 플레이해요.
   *[other] 어려움 난이도 봇 { $bots }명을 상대로 플레이해요.
} 모두 같은 조건으로 시작하고, 처음으로 끝낸 게임이 기록돼요.
challenge-resumed = ▶️ 하던 { $period ->
    [daily] 일일 도전
   *[weekly] 주간 도전
} 이어서 하기: { $day } · **{ $title }**, { $variant }. 멈춘 곳부터 계속해요.
challenge-already_played = **{ $title }**의 { $period ->
    [daily] 일일 도전
   *[weekly] 주간 도전
}({ $day })은 이미 플레이했어요: { $score }. 다음 도전은 { $next }에 시작해요.
challenge-finished = 🎯 도전 종료: { $score }. 지금까지 { $n }명 중 { $rank }위예요.
challenge-expired = { $day } 도전이 끝나서 이 게임은 더 이상 순위표에 기록되지 않아요.
challenge-board_title = 🏆 { $period ->
    [daily] 일일 도전
   *[weekly] 주간 도전
} { $day } 순위표 · **{ $title }**, { $variant }
challenge-board_line = { $rank }. { $name }: { $score }
challenge-board_line_hints = { $rank }. { $name }: { $score } ({ $hints })
challenge-board_empty = 아직 이 도전을 끝낸 플레이어가 없어요.
challenge-results_title = 📜 { $period ->
    [daily] 일일 도전
   *[weekly] 주간 도전
} { $day } 결과 · **{ $title }**, { $variant } · 참가자 { $n }명
challenge-results_line = { $rank }. { $name }: { $score }
challenge-results_more = … 외 { $n }명
challenge-results_none = **{ $title }**의 { $period ->
    [daily] 일일 도전
   *[weekly] 주간 도전
}({ $day })에 참가한 플레이어가 없어요.
challenge-dm_only = 솔로 도전은 Tabula와의 DM에서 플레이해요. DM을 열고 거기에서 시작하세요.
challenge-not_challenge = 이 게임은 도전이 아니에요.
challenge-busy = 이 DM에서 진행 중인 다른 게임이 있어요. 도전을 시작하기 전에 그 게임을 끝내거나 /game abandon으로 중단하세요.
challenge-taken = 이미 이 도전을 시작했어요. 다시 요청하면 진행 중인 게임으로 돌아가요.
challenge-unknown_game = `{ $name }`: 도전이 있는 게임이 아니에요. 도전: { $known }.
challenge-unknown_period = `{ $name }`: 도전 기간이 아니에요. 기간: { $known }.
