#compdef scorekeeper

__scorekeeper_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__scorekeeper_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __scorekeeper_complete "${completions[@]:0:-1}"
    fi
}

__scorekeeper_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_scorekeeper() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--graphics[How photos are drawn\: auto, kitty, sixel, iterm2 or symbols (default\: $SCOREKEEPER_GRAPHICS, else auto).]:mode:'
        '--watch[scorekeeper --watch \[GAME\]\: a scoreboard of GAME that follows the file live and cannot change it (opened read-only).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'game:Add, list, show, rename, finish, reopen, rematch or delete games, or change their rules or kind.'
            'player:Add, list, score, rename or delete players.'
            'round:Record a whole round, or move a game to its next round.'
            'turn:Whose turn it is: pass it on, show it, give it, or stop following turns.'
            'undo:Take back a game'\''s latest score change and print what was undone.'
            'redo:Put back a game'\''s most recently undone score change and print it.'
            'history:Show a game'\''s score changes, or correct or delete one.'
            'people:List, show, rename, merge, recolour, photograph or delete the people who play across games.'
            'stats:Per kind of game: plays, the average winning score, the average length and the top people (finished games only).'
            'evening:One evening'\''s games and winners, its tournaments, and each person'\''s wins, places and rating change.'
            'sheet:List the score sheets, show one'\''s rules, or enter on a sheet game.'
            'tournament:Run a tournament: entrants, pairings, results and standings.'
            'import:Bring in plays from BG Stats, BoardGameGeek, KeepScore or ScorePad.'
            'export:Write a game (or every game) with its players and whole history, as JSON or CSV; finished games as plays for BG Stats or BoardGameGeek.'
            'photo:Attach, remove, export or show a player'\''s photo.'
            'demo:Add three sample games (the first: Blob 40, Blob Sr 100, Blob Jr 67).'
            'backup:Copy the database to a file, safely, even while other programs write to it.'
            'info:Show the database file in use, what chose it, and what it holds.'
            'sync:Merge this file with another copy, here or on another machine over ssh.'
            'serve:Serve one game, tournament or evening as live read-only pages for phones and a projector.'
            'keys:List the interface'\''s keys, screen by screen (what ? shows on each).'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        game|player|round|turn|undo|redo|history|people|stats|evening|sheet|tournament|import|export|photo|demo|backup|info|sync|serve|keys|help)
            "_scorekeeper_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_game() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'add:Add a game and print its id.'
            'list:List games with when each was last played, their player counts, status and winners, most recent first.'
            'show:Show a game: its rules, round, status, winners and each player'\''s score, rank and points per round.'
            'rules:Change a game'\''s rules, or print them.'
            'finish:Finish a game and print its winners (one per line; ties share the win).'
            'reopen:Reopen a finished game so its scores can change again.'
            'rematch:Start a rematch: a new game with the same players, photos and rules, scores at 0; prints its id.'
            'pause:Pause the game clock (and the turn timer with it); prints the playing time.'
            'resume:Start the game clock again; prints the playing time so far.'
            'rename:Rename a game.'
            'kind:Set the kind of game statistics count a game under.'
            'delete:Delete a game with its players and their photos.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        add|list|show|rules|finish|reopen|rematch|pause|resume|rename|kind|delete)
            "_scorekeeper_game_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_game_add() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':title:'
        '--lowest-wins[The lowest score wins (Hearts, golf).]'
        '--target[A score that ends the game when a player reaches it.]:target:'
        '--rounds[How many rounds the game has.]:rounds:'
        '--dealer-rotates[The dealer moves one seat each round; the first to play sits after the dealer.]'
        '--no-dealer[No dealer.]'
        '--turn-limit[A turn'\''s time limit\: 60, 60s or 2m. The turn timer counts down and the bell rings past it.]:time:'
        '--no-turn-limit[No turn limit.]'
        '--player-clocks[Show each player'\''s own clock (time runs for whoever'\''s turn it is).]'
        '--no-player-clocks[No players'\'' clocks.]'
        '*--round-total[What a round'\''s points must add up to; give it again for each exception (Hearts\: --round-total 26 --round-total 78).]:n:'
        '--no-round-total[Any round total.]'
        '--sheet[The score sheet the game follows (see `scorekeeper sheet list`); its rules are the sheet'\''s.]:name:{__scorekeeper_custom_complete ---completion game add -- --sheet "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--json[Print a JSON array of {id, title, lastPlayed, playerCount, status, winners}; lastPlayed is ISO 8601 in UTC.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_show() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game show -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--json[Print a JSON object {id, title, kind, rules {winning, target, rounds}, currentRound, status, finishedAt, winners, leaders, players \[{id, name, score, rank, hasPhoto, rounds}\], table, sheet}.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_rules() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game rules -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--lowest-wins[The lowest score wins.]'
        '--highest-wins[The highest score wins.]'
        '--target[A score that ends the game when a player reaches it.]:target:'
        '--no-target[No target score.]'
        '--rounds[How many rounds the game has.]:rounds:'
        '--no-rounds[No set number of rounds.]'
        '--dealer-rotates[The dealer moves one seat each round; the first to play sits after the dealer.]'
        '--no-dealer[No dealer.]'
        '--turn-limit[A turn'\''s time limit\: 60, 60s or 2m. The turn timer counts down and the bell rings past it.]:time:'
        '--no-turn-limit[No turn limit.]'
        '--player-clocks[Show each player'\''s own clock (time runs for whoever'\''s turn it is).]'
        '--no-player-clocks[No players'\'' clocks.]'
        '*--round-total[What a round'\''s points must add up to; give it again for each exception (Hearts\: --round-total 26 --round-total 78).]:n:'
        '--no-round-total[Any round total.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_finish() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game finish -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_reopen() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game reopen -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_rematch() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game rematch -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_pause() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game pause -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_resume() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game resume -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_rename() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game rename -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':title:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_kind() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game kind -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':kind:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_game_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion game delete -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_player() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'add:Add players to a game and print their ids, one a line.'
            'list:List a game'\''s players with their ranks, leader first by the game'\''s rule.'
            'score:Change a player'\''s score by an amount, or set it.'
            'seat:Move a player to seat N (1 is the first seat) and print the seats.'
            'rename:Rename a player.'
            'delete:Delete a player and its photo.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        add|list|score|seat|rename|delete)
            "_scorekeeper_player_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_player_add() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion player add -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '*:name:'
        '--score[The starting score (each player'\''s).]:score:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_player_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion player list -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--ascending[Lowest score first, whatever the rule (ranks still follow the rule).]'
        '--json[Print a JSON array of {id, gameID, name, score, rank, hasPhoto}, in the order listed.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_player_score() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game-or-player:{__scorekeeper_custom_complete ---completion player score -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':player:{__scorekeeper_custom_complete ---completion player score -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion player score -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--by[Add this amount (may be negative).]:by:'
        '--to[Set the score to this value.]:to:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_player_seat() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion player seat -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':player:{__scorekeeper_custom_complete ---completion player seat -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':seat:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_player_rename() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':player:{__scorekeeper_custom_complete ---completion player rename -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion player rename -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':name:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_player_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':player:{__scorekeeper_custom_complete ---completion player delete -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion player delete -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_round() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'add:Record each player'\''s points in the current round, start the next round, and print the standings.'
            'next:Start a game'\''s next round and print its number.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        add|next)
            "_scorekeeper_round_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_round_add() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion round add -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '*:player=points:{__scorekeeper_custom_complete ---completion round add -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--add[Add the points to what a player already has in the round.]'
        '--set[Replace what a player already has in the round with the points.]'
        '--force[Save a round that does not add up to the rules'\'' round total.]'
        '--json[Print the game as `game show --json` does.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_round_next() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion round next -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_turn() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'next:Pass the turn to the next seat and print whose turn it is.'
            'show:Print whose turn it is and for how long (with a turn limit: the time left, or the overrun).'
            'set:Give the turn to a player.'
            'stop:Stop following turns (the time of the turn under way goes to its player'\''s clock).'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        next|show|set|stop)
            "_scorekeeper_turn_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_turn_next() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion turn next -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_turn_show() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion turn show -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_turn_set() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion turn set -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':player:{__scorekeeper_custom_complete ---completion turn set -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_turn_stop() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion turn stop -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_undo() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion undo -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_redo() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion redo -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_history() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'show:List a game'\''s score changes, newest first.'
            'fix:Correct a score change'\''s amount, or what was entered on a score sheet; the player'\''s total follows.'
            'delete:Delete a score change from its game'\''s history; the player'\''s total loses it.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        show|fix|delete)
            "_scorekeeper_history_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_history_show() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion history show -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--limit[Show only the newest N changes.]:limit:'
        '--json[Print a JSON array of {id, playerID, playerName, amount, total, round, createdAt, undone, entry}.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_history_fix() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':change:'
        '--amount[The amount it should have been (may be negative\: --amount -3).]:amount:'
        '--entry[What should have been entered on the score sheet ("sixes 12", "9/").]:entry:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_history_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':change:'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'list:List people with their games, wins, win rate, rating and last game.'
            'show:Show a person'\''s statistics per kind of game, head-to-head and rating history.'
            'rename:Rename a person (each game keeps its player'\''s name).'
            'merge:Merge a person into another: every game of FROM becomes INTO'\''s.'
            'colour:Change a person'\''s colour.'
            'move:Link a game'\''s player to another person.'
            'photo:Attach a photo to a person, or remove it.'
            'delete:Delete a person: their players are unlinked, and their games keep names and scores.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        list|show|rename|merge|colour|move|photo|delete)
            "_scorekeeper_people_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_people_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--json[Print a JSON array of {id, name, colour, games, wins, winRate, lastPlayed, rating\: {mu, sigma, ordinal}}, by name.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people_show() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':person:{__scorekeeper_custom_complete ---completion people show -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--json[Print JSON\: the fields of `people list --json` plus kinds\: \[{kind, games, wins, average, best, worst}\], headToHead\: \[{opponent, opponentID, games, ahead, behind, tied}\], streak, longestStreak, ratingHistory\: \[{gameID, title, finishedAt, mu, sigma, ordinal}\].]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people_rename() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':person:{__scorekeeper_custom_complete ---completion people rename -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':name:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people_merge() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':from:{__scorekeeper_custom_complete ---completion people merge -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':into:{__scorekeeper_custom_complete ---completion people merge -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people_colour() {
    local -i ret=1
    local -ar _colour=('red' 'green' 'yellow' 'blue' 'magenta' 'cyan' 'orange' 'purple' 'teal' 'pink')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':person:{__scorekeeper_custom_complete ---completion people colour -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':colour:{__scorekeeper_complete "${_colour[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people_move() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':player:{__scorekeeper_custom_complete ---completion people move -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion people move -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':person:{__scorekeeper_custom_complete ---completion people move -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people_photo() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':person:{__scorekeeper_custom_complete ---completion people photo -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':file:_files'
        '--remove[Remove the person'\''s photo (asks first on a terminal).]'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_people_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':person:{__scorekeeper_custom_complete ---completion people delete -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_stats() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--kind[Only this kind (case ignored).]:kind:'
        '--json[Print a JSON array of {kind, plays, averageWinningScore, averageLengthSeconds, top\: \[{id, name, wins}\]}, by kind.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_evening() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':date:'
        '--json[Print JSON\: {evening, from, to, games\: \[{id, title, kind, status, winners, drawn, lastPlayed}\], tournaments\: \[{id, name, format, round, plannedRounds, finished, winners, leaders, standings\: \[{rank, name, points, wins, draws, losses}\]}\], people\: \[{id, name, games, wins, draws, places, ratingBefore, ratingAfter, ratingChange}\]}.]'
        '--markdown[Print Markdown tables (games, then people), to paste into a chat.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_sheet() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'list:List the score sheets.'
            'show:Show a score sheet'\''s rules.'
            'enter:Enter something on a player'\''s sheet, in the sheet'\''s own notation.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        list|show|enter)
            "_scorekeeper_sheet_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_sheet_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print a JSON array of {name, title, kind, winning, source, file}, by name.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_sheet_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:{__scorekeeper_custom_complete ---completion sheet show -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_sheet_enter() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion sheet enter -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':player:{__scorekeeper_custom_complete ---completion sheet enter -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '*:entry:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'add:Make a tournament.'
            'list:List the tournaments, the newest first.'
            'join:Enter people in a tournament (late once it has begun).'
            'leave:Take out someone entered by mistake, who has not played.'
            'drop:Take someone out of the next pairings; their games still count.'
            'pair:Pair the next round and make its table games.'
            'unpair:Take back the last paired round while nothing is played at it.'
            'swap:Swap two people'\''s seats in the round being played.'
            'result:Enter a table'\''s result (it stands over its game'\''s).'
            'resolve:Keep one pairing of a round that was paired more than one way.'
            'codes:List each seat'\''s report code for the round being played.'
            'reports:The results reported from the tables, waiting for the organiser.'
            'show:Show a round'\''s tables (the current one by default) and the standings.'
            'standings:Show the standings with their tie-breaks.'
            'export:Write a tournament as FIDE'\''s TRF-16 report, or its results as CSV.'
            'import:Read a TRF-16 report as a new tournament.'
            'set:Change a tournament'\''s settings.'
            'clock:Start, pause or resume the round clock; prints the time left.'
            'rename:Rename a tournament; its table games keep their titles.'
            'delete:Delete a tournament; its table games stay, as games.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        add|list|join|leave|drop|pair|unpair|swap|result|resolve|codes|reports|show|standings|export|import|set|clock|rename|delete)
            "_scorekeeper_tournament_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_tournament_add() {
    local -i ret=1
    local -ar ___format=('swiss' 'round-robin' 'knockout' 'double-knockout' 'tables')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':name:'
        '--format[swiss, round-robin, knockout, double-knockout or tables.]:format:{__scorekeeper_complete "${___format[@]}"}'
        '--table-size[People per table for --format tables\: 3 to 5 (default 4).]:n:'
        '--rounds[Rounds to play (a Swiss or tables event; the others have their own).]:n:'
        '--points[Points per result or place, e.g. 1,0.5,0 or 3,2,1,0, or score (the game'\''s own).]:list:'
        '--tiebreaks[Tie-breaks in order, e.g. BH\:C1,BH,DE.]:codes:'
        '--cycles[Play a round robin this many times (2\: double round robin).]:n:'
        '--third-place[A knockout'\''s match for third place.]'
        '--reset[A double knockout'\''s second final when the losers'\'' side wins the first.]'
        '--rules[The table games'\'' rules line, e.g. "lowest wins, target 100".]:rules:'
        '--sheet[A score sheet the table games follow (see `sheet list`).]:sheet:{__scorekeeper_custom_complete ---completion tournament add -- --sheet "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--kind[What the table games count as in statistics (default\: the sheet'\''s title, else the tournament'\''s name).]:kind:'
        '--round-time[The round clock'\''s time, e.g. 50m, 1h30m or 45\:00; it runs from each pairing.]:time:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--json[Print a JSON array of {id, name, format, tableSize, plannedRounds, points, tieBreaks, entrants, round, finished, kind}.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_join() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament join -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '*:person:{__scorekeeper_custom_complete ---completion tournament join -- positional@1 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--rating[Their rating, for the initial order (highest first).]:r:'
        '--bye-points[What each round missed by a late entry scores\: 0, 0.5 or 1.]:p:'
        '--from-round[The first round they play (default\: the next to pair).]:n:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_leave() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament leave -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '*:person:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_drop() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament drop -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':person:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_pair() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament pair -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--again[Pair the current round again.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_unpair() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament unpair -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_swap() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament swap -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':person:'
        ':person:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_result() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament result -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':table:'
        '*:result:'
        '--round[The round (default\: the one being played).]:n:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_resolve() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament resolve -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':round:'
        '--keep[The pairing to keep\: its number in `tournament show`.]:n:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_codes() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament codes -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--renew[Issue every code anew; the old ones stop working.]'
        '--json[Print a JSON array of {round, table, seat, name, pin, path}.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_reports() {
    local -i ret=1
    local -ar _action=('accept' 'reject' 'send')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament reports -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':action:{__scorekeeper_complete "${_action[@]}"}'
        '*:table:'
        '--seat[The seat (1 first) whose report to accept or reject.]:n:'
        '--all[With accept\: every table whose reports agree.]'
        '--json[Print the queue as JSON.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_show() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament show -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--round[The round to show.]:n:'
        '--why[Say why the round was paired as it was.]'
        '--json[Print JSON\: the tournament, every round'\''s tables, the standings (and `why` with --why).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_standings() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament standings -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--json[Print the JSON of `tournament show --json`'\''s standings.]'
        '--csv[Print the standings as CSV.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_export() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament export -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--trf[FIDE'\''s TRF-16 report.]'
        '--csv[Every seat'\''s result, a line per round, table and seat, as CSV.]'
        ':file:_files'
        '(-f --force)'{-f,--force}'[Replace the file if it exists.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_import() {
    local -i ret=1
    local -ar ___format=('swiss' 'round-robin' 'knockout' 'double-knockout')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':file:_files -g '\''*.trf *.txt'\'''
        '--name[A name for the tournament.]:name:'
        '--format[swiss, round-robin, knockout or double-knockout.]:format:{__scorekeeper_complete "${___format[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_set() {
    local -i ret=1
    local -ar ___accept_first_report=('on' 'off')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament set -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--rounds[Rounds to play (a Swiss or tables event).]:n:'
        '--points[Points per result or place, e.g. 1,0.5,0 or 3,2,1,0, or score (the game'\''s own).]:list:'
        '--tiebreaks[Tie-breaks in order, e.g. BH\:C1,BH,DE.]:codes:'
        '--table-size[People per table for --format tables\: 3 to 5.]:n:'
        '--rules[The table games'\'' rules line, e.g. "lowest wins, target 100".]:rules:'
        '--sheet[A score sheet the table games follow (see `sheet list`).]:sheet:{__scorekeeper_custom_complete ---completion tournament set -- --sheet "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--kind[What the table games paired after count as in statistics, e.g. Hearts.]:kind:'
        '--round-time[The round clock'\''s time, e.g. 50m, 1h30m or 45\:00; off removes the clock.]:time:'
        '--accept-first-report[on\: a table'\''s first report from its seats is its result; off\: reports must agree.]:on|off:{__scorekeeper_complete "${___accept_first_report[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_clock() {
    local -i ret=1
    local -ar _action=('start' 'pause' 'resume')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament clock -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':action:{__scorekeeper_complete "${_action[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_rename() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament rename -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':name:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_tournament_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':tournament:{__scorekeeper_custom_complete ---completion tournament delete -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_import() {
    local -i ret=1
    local -ar ___from=('bgstats' 'bgg' 'keepscore' 'scorepad')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '*:file:_files -g '\''*.json *.xml *.gz'\'''
        '--from[The files'\'' format\: bgstats, bgg, keepscore or scorepad (default\: recognised).]:format:{__scorekeeper_complete "${___from[@]}"}'
        '--people[A file of '\''Name in the file = Person here'\'' lines.]:map:_files'
        '--dry-run[Say what would be imported, and write nothing.]'
        '--update[Write again the plays that changed at the source since they were imported.]'
        '--include-incomplete[Import BoardGameGeek plays marked incomplete.]'
        '--include-nowinstats[Import BoardGameGeek plays marked nowinstats.]'
        '--json[Print JSON\: {dryRun, files \[{path, format}\], plays, created, updated, unchanged, duplicates, deletedHere, kinds, people \[{name, existing}\], skipped \[{file, id, kind, reason, position}\], changed \[{file, id, kind, date, gameID}\], datesWithoutTime}.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_export() {
    local -i ret=1
    local -ar ___format=('json' 'csv' 'bgstats' 'bgg-csv')
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':game:{__scorekeeper_custom_complete ---completion export -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--all[Every game in the file (JSON, bgstats, bgg-csv).]'
        '--evening[The finished games of an evening (bgstats, bgg-csv)\: a date, today or yesterday.]:date:'
        '--format[json (the default), csv, bgstats or bgg-csv.]:format:{__scorekeeper_complete "${___format[@]}"}'
        '(-o --output)'{-o,--output}'[Write to this file instead of standard output.]:file:'
        '(-f --force)'{-f,--force}'[Replace the output file if it exists.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_photo() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'attach:Attach a photo to a player, replacing any photo it had.'
            'remove:Remove a player'\''s photo.'
            'export:Write a player'\''s photo to a file, byte for byte as it was attached.'
            'show:Print a player'\''s photo.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        attach|remove|export|show)
            "_scorekeeper_photo_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_scorekeeper_photo_attach() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':player:{__scorekeeper_custom_complete ---completion photo attach -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion photo attach -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':file:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_photo_remove() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':player:{__scorekeeper_custom_complete ---completion photo remove -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion photo remove -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '(-y --yes)'{-y,--yes}'[Do not ask for confirmation.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_photo_export() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':player:{__scorekeeper_custom_complete ---completion photo export -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion photo export -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        ':out:'
        '(-f --force)'{-f,--force}'[Replace OUT if it exists.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_photo_show() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--graphics[How photos are drawn\: auto, kitty, sixel, iterm2 or symbols (default\: $SCOREKEEPER_GRAPHICS, else auto).]:mode:'
        ':player:{__scorekeeper_custom_complete ---completion photo show -- positional@0 "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--game[The game the player'\''s name is looked up in\: its title, id, or a unique id prefix.]:game:{__scorekeeper_custom_complete ---completion photo show -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--width[Width in columns (default\: the terminal'\''s width, or 80).]:width:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_demo() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_backup() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':out:'
        '--force[Replace OUT if it already exists.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_info() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--json[Print a JSON object {path, source, exists, readOnly, sizeBytes, schemaVersion, knownSchemaVersion, games, players, people, changes, photos, photoBytes}.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_sync() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        ':other:'
        '--ssh[The ssh command for a remote OTHER (default\: $SCOREKEEPER_SSH, else ssh), split into words as a shell would (quotes and backslashes), e.g. "ssh -F '\''my cfg'\''".]:command:'
        '--remote-command[Scorekeeper on the other machine (default\: scorekeeper, found on its PATH).]:command:'
        '--json[Print what moved as JSON\: counts and bytes each way, and what the merge did on each side (changed winners, deletes and what went with them, games that could not merge), and the registers both copies changed since the last sync (conflicts and tournamentConflicts\: the value kept and the one lost).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_serve() {
    local -i ret=1
    local -ar arg_specs=(
        '--db[The database file (default\: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).]:path:'
        '--game[The game to serve\: a title or an id prefix.]:game:{__scorekeeper_custom_complete ---completion serve -- --game "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--tournament[The tournament to serve\: its name or an id prefix.]:tournament:{__scorekeeper_custom_complete ---completion serve -- --tournament "${current_word_index}" "$(__scorekeeper_cursor_index_in_current_word)"}'
        '--evening[Serve an evening (the latest with a game, or the DATE given after it).]'
        ':date:'
        '--port[The port to listen on (default\: a free one).]:n:'
        '--lan[Open it to the local network (plain HTTP)\: listen on every address, not only 127.0.0.1.]'
        '--photos[Show players'\'' photo thumbnails on the game pages.]'
        '--max-connections[The most connections open at once; more are refused with a short page.]:n:'
        '--slips[With --tournament\: write the round'\''s report slips (name, table, PIN, link, QR code) to this HTML file to print.]:file:_files -g '\''*.html'\'''
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_keys() {
    local -i ret=1
    local -ar arg_specs=(
        '--markdown[Print Markdown\: a section per screen or dialog, a table of keys and what they do (docs/keys.md).]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_scorekeeper_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _scorekeeper ]]; then
    _scorekeeper "${@}"
else
    compdef _scorekeeper scorekeeper
fi
