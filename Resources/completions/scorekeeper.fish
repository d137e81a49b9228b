function __scorekeeper_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __scorekeeper_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __scorekeeper_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __scorekeeper_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __scorekeeper_parse_tokens -S
    set -l unparsed_tokens (__scorekeeper_tokens -pc)
    switch $unparsed_tokens[1]
    case 'scorekeeper'
        __scorekeeper_parse_subcommand 0 'db=' 'graphics=' 'watch' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'game'
            __scorekeeper_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'add'
                __scorekeeper_parse_subcommand 1 'db=' 'lowest-wins' 'target=' 'rounds=' 'version' 'h/help'
            case 'list'
                __scorekeeper_parse_subcommand 0 'db=' 'json' 'version' 'h/help'
            case 'show'
                __scorekeeper_parse_subcommand 1 'db=' 'json' 'version' 'h/help'
            case 'rules'
                __scorekeeper_parse_subcommand 1 'db=' 'lowest-wins' 'highest-wins' 'target=' 'no-target' 'rounds=' 'no-rounds' 'version' 'h/help'
            case 'finish'
                __scorekeeper_parse_subcommand 1 'db=' 'version' 'h/help'
            case 'reopen'
                __scorekeeper_parse_subcommand 1 'db=' 'version' 'h/help'
            case 'rematch'
                __scorekeeper_parse_subcommand 1 'db=' 'version' 'h/help'
            case 'rename'
                __scorekeeper_parse_subcommand 2 'db=' 'version' 'h/help'
            case 'kind'
                __scorekeeper_parse_subcommand 2 'db=' 'version' 'h/help'
            case 'delete'
                __scorekeeper_parse_subcommand 1 'db=' 'y/yes' 'version' 'h/help'
            end
        case 'player'
            __scorekeeper_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'add'
                __scorekeeper_parse_subcommand 2 'db=' 'score=' 'version' 'h/help'
            case 'list'
                __scorekeeper_parse_subcommand 1 'db=' 'ascending' 'json' 'version' 'h/help'
            case 'score'
                __scorekeeper_parse_subcommand 1 'db=' 'game=' 'by=' 'to=' 'version' 'h/help'
            case 'rename'
                __scorekeeper_parse_subcommand 2 'db=' 'game=' 'version' 'h/help'
            case 'delete'
                __scorekeeper_parse_subcommand 1 'db=' 'game=' 'y/yes' 'version' 'h/help'
            end
        case 'round'
            __scorekeeper_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'add'
                __scorekeeper_parse_subcommand -r 2 'db=' 'json' 'version' 'h/help'
            case 'next'
                __scorekeeper_parse_subcommand 1 'db=' 'version' 'h/help'
            end
        case 'undo'
            __scorekeeper_parse_subcommand 1 'db=' 'version' 'h/help'
        case 'redo'
            __scorekeeper_parse_subcommand 1 'db=' 'version' 'h/help'
        case 'history'
            __scorekeeper_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'show'
                __scorekeeper_parse_subcommand 1 'db=' 'limit=' 'json' 'version' 'h/help'
            case 'fix'
                __scorekeeper_parse_subcommand 1 'db=' 'amount=' 'version' 'h/help'
            case 'delete'
                __scorekeeper_parse_subcommand 1 'db=' 'y/yes' 'version' 'h/help'
            end
        case 'people'
            __scorekeeper_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __scorekeeper_parse_subcommand 0 'db=' 'json' 'version' 'h/help'
            case 'show'
                __scorekeeper_parse_subcommand 1 'db=' 'json' 'version' 'h/help'
            case 'rename'
                __scorekeeper_parse_subcommand 2 'db=' 'version' 'h/help'
            case 'merge'
                __scorekeeper_parse_subcommand 2 'db=' 'y/yes' 'version' 'h/help'
            case 'colour'
                __scorekeeper_parse_subcommand 2 'db=' 'version' 'h/help'
            case 'move'
                __scorekeeper_parse_subcommand 2 'db=' 'game=' 'version' 'h/help'
            end
        case 'stats'
            __scorekeeper_parse_subcommand 0 'db=' 'kind=' 'json' 'version' 'h/help'
        case 'export'
            __scorekeeper_parse_subcommand 1 'db=' 'all' 'format=' 'o/output=' 'f/force' 'version' 'h/help'
        case 'photo'
            __scorekeeper_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'attach'
                __scorekeeper_parse_subcommand 2 'db=' 'game=' 'version' 'h/help'
            case 'remove'
                __scorekeeper_parse_subcommand 1 'db=' 'game=' 'y/yes' 'version' 'h/help'
            case 'export'
                __scorekeeper_parse_subcommand 2 'db=' 'game=' 'f/force' 'version' 'h/help'
            case 'show'
                __scorekeeper_parse_subcommand 1 'db=' 'graphics=' 'game=' 'width=' 'version' 'h/help'
            end
        case 'demo'
            __scorekeeper_parse_subcommand 0 'db=' 'version' 'h/help'
        case 'backup'
            __scorekeeper_parse_subcommand 1 'db=' 'force' 'version' 'h/help'
        case 'info'
            __scorekeeper_parse_subcommand 0 'db=' 'json' 'version' 'h/help'
        case 'sync'
            __scorekeeper_parse_subcommand 1 'db=' 'ssh=' 'remote-command=' 'json' 'version' 'h/help'
        case 'help'
            __scorekeeper_parse_subcommand -r 1 'version'
        end
    end
end

function __scorekeeper_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __scorekeeper_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __scorekeeper_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __scorekeeper_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__scorekeeper_tokens -p)
    if test -z "$(__scorekeeper_tokens -t)"
        set -l index (count (__scorekeeper_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'scorekeeper' -f
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper" graphics' -l 'graphics' -d 'How photos are drawn: auto, kitty, sixel, iterm2 or symbols (default: $SCOREKEEPER_GRAPHICS, else auto).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper" watch' -l 'watch' -d 'scorekeeper --watch [GAME]: a scoreboard of GAME that follows the file live and cannot change it (opened read-only).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'game' -d 'Add, list, show, rename, finish, reopen, rematch or delete games, or change their rules or kind.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'player' -d 'Add, list, score, rename or delete players.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'round' -d 'Record a whole round, or move a game to its next round.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'undo' -d 'Take back a game\'s latest score change and print what was undone.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'redo' -d 'Put back a game\'s most recently undone score change and print it.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'history' -d 'Show a game\'s score changes, or correct or delete one.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'people' -d 'List, show, rename, merge or recolour the people who play across games.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'stats' -d 'Per kind of game: plays, the average winning score and the top people (finished games only).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'export' -d 'Write a game (or every game) with its players and whole history, as JSON or CSV.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'photo' -d 'Attach, remove, export or show a player\'s photo.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'demo' -d 'Add three sample games (the first: Blob 40, Blob Sr 100, Blob Jr 67).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'backup' -d 'Copy the database to a file, safely, even while other programs write to it.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'info' -d 'Show the database file in use, what chose it, and what it holds.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'sync' -d 'Merge this file with another copy, here or on another machine over ssh.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'add' -d 'Add a game and print its id.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'list' -d 'List games with their player counts, status and winners, most recent first.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'show' -d 'Show a game: its rules, round, status, winners and each player\'s score, rank and points per round.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'rules' -d 'Change a game\'s rules, or print them.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'finish' -d 'Finish a game and print its winners (one per line; ties share the win).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'reopen' -d 'Reopen a finished game so its scores can change again.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'rematch' -d 'Start a rematch: a new game with the same players, photos and rules, scores at 0; prints its id.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'rename' -d 'Rename a game.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'kind' -d 'Set the kind of game statistics count a game under.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game" -eq 1' -fa 'delete' -d 'Delete a game with its players and their photos.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game add" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game add" lowest-wins' -l 'lowest-wins' -d 'The lowest score wins (Hearts, golf).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game add" target' -l 'target' -d 'A score that ends the game when a player reaches it.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game add" rounds' -l 'rounds' -d 'How many rounds the game has.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game add" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game list" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game list" json' -l 'json' -d 'Print a JSON array of {id, title, playerCount, status, winners}.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game list" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game show" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game show" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game show -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game show" json' -l 'json' -d 'Print a JSON object {id, title, kind, rules {winning, target, rounds}, currentRound, status, finishedAt, winners, leaders, players [{id, name, score, rank, hasPhoto, rounds}]}.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game show" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game rules" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game rules -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" lowest-wins' -l 'lowest-wins' -d 'The lowest score wins.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" highest-wins' -l 'highest-wins' -d 'The highest score wins.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" target' -l 'target' -d 'A score that ends the game when a player reaches it.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" no-target' -l 'no-target' -d 'No target score.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" rounds' -l 'rounds' -d 'How many rounds the game has.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" no-rounds' -l 'no-rounds' -d 'No set number of rounds.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rules" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game finish" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game finish" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game finish -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game finish" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game finish" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game reopen" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game reopen" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game reopen -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game reopen" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game reopen" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rematch" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game rematch" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game rematch -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rematch" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rematch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rename" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game rename" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game rename -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rename" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game rename" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game kind" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game kind" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game kind -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game kind" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game kind" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game delete" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper game delete" -eq 1' -fka '(__scorekeeper_custom_completion ---completion game delete -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game delete" y yes' -s 'y' -l 'yes' -d 'Do not ask for confirmation.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game delete" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper game delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player" -eq 1' -fa 'add' -d 'Add a player to a game and print its id.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player" -eq 1' -fa 'list' -d 'List a game\'s players with their ranks, leader first by the game\'s rule.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player" -eq 1' -fa 'score' -d 'Change a player\'s score by an amount, or set it.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player" -eq 1' -fa 'rename' -d 'Rename a player.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player" -eq 1' -fa 'delete' -d 'Delete a player and its photo.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player add" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player add" -eq 1' -fka '(__scorekeeper_custom_completion ---completion player add -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player add" score' -l 'score' -d 'The starting score.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player add" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player list" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player list" -eq 1' -fka '(__scorekeeper_custom_completion ---completion player list -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player list" ascending' -l 'ascending' -d 'Lowest score first, whatever the rule (ranks still follow the rule).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player list" json' -l 'json' -d 'Print a JSON array of {id, gameID, name, score, rank, hasPhoto}, in the order listed.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player list" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player score" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player score" -eq 1' -fka '(__scorekeeper_custom_completion ---completion player score -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player score" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion player score -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player score" by' -l 'by' -d 'Add this amount (may be negative).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player score" to' -l 'to' -d 'Set the score to this value.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player score" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player score" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player rename" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player rename" -eq 1' -fka '(__scorekeeper_custom_completion ---completion player rename -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player rename" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion player rename -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player rename" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player rename" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player delete" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper player delete" -eq 1' -fka '(__scorekeeper_custom_completion ---completion player delete -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player delete" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion player delete -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player delete" y yes' -s 'y' -l 'yes' -d 'Do not ask for confirmation.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player delete" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper player delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper round" -eq 1' -fa 'add' -d 'Record each player\'s points in the current round, start the next round, and print the standings.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper round" -eq 1' -fa 'next' -d 'Start a game\'s next round and print its number.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round add" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper round add" -eq 1' -fka '(__scorekeeper_custom_completion ---completion round add -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper round add" -ge 2' -fka '(__scorekeeper_custom_completion ---completion round add -- positional@1 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round add" json' -l 'json' -d 'Print the game as `game show --json` does.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round add" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round next" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper round next" -eq 1' -fka '(__scorekeeper_custom_completion ---completion round next -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round next" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper round next" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper undo" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper undo" -eq 1' -fka '(__scorekeeper_custom_completion ---completion undo -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper undo" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper undo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper redo" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper redo" -eq 1' -fka '(__scorekeeper_custom_completion ---completion redo -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper redo" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper redo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper history" -eq 1' -fa 'show' -d 'List a game\'s score changes, newest first.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper history" -eq 1' -fa 'fix' -d 'Correct a score change\'s amount; the player\'s total follows.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper history" -eq 1' -fa 'delete' -d 'Delete a score change from its game\'s history; the player\'s total loses it.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history show" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper history show" -eq 1' -fka '(__scorekeeper_custom_completion ---completion history show -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history show" limit' -l 'limit' -d 'Show only the newest N changes.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history show" json' -l 'json' -d 'Print a JSON array of {id, playerID, playerName, amount, total, round, createdAt, undone}.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history show" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history fix" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history fix" amount' -l 'amount' -d 'The amount it should have been (may be negative: --amount -3).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history fix" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history fix" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history delete" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history delete" y yes' -s 'y' -l 'yes' -d 'Do not ask for confirmation.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history delete" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper history delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people" -eq 1' -fa 'list' -d 'List people with their games, wins, win rate, rating and last game.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people" -eq 1' -fa 'show' -d 'Show a person\'s statistics per kind of game, head-to-head and rating history.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people" -eq 1' -fa 'rename' -d 'Rename a person (each game keeps its player\'s name).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people" -eq 1' -fa 'merge' -d 'Merge a person into another: every game of FROM becomes INTO\'s.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people" -eq 1' -fa 'colour' -d 'Change a person\'s colour.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people" -eq 1' -fa 'move' -d 'Link a game\'s player to another person.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people list" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people list" json' -l 'json' -d 'Print a JSON array of {id, name, colour, games, wins, winRate, lastPlayed, rating: {mu, sigma, ordinal}}, by name.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people list" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people show" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people show" -eq 1' -fka '(__scorekeeper_custom_completion ---completion people show -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people show" json' -l 'json' -d 'Print JSON: the fields of `people list --json` plus kinds: [{kind, games, wins, average, best, worst}], headToHead: [{opponent, opponentID, games, ahead, behind, tied}], streak, longestStreak, ratingHistory: [{gameID, title, finishedAt, mu, sigma, ordinal}].'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people show" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people rename" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people rename" -eq 1' -fka '(__scorekeeper_custom_completion ---completion people rename -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people rename" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people rename" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people merge" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people merge" -eq 1' -fka '(__scorekeeper_custom_completion ---completion people merge -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people merge" -eq 2' -fka '(__scorekeeper_custom_completion ---completion people merge -- positional@1 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people merge" y yes' -s 'y' -l 'yes' -d 'Do not ask for confirmation.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people merge" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people merge" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people colour" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people colour" -eq 1' -fka '(__scorekeeper_custom_completion ---completion people colour -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people colour" -eq 2' -fka 'red green yellow blue magenta cyan orange purple teal pink'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people colour" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people colour" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people move" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people move" -eq 1' -fka '(__scorekeeper_custom_completion ---completion people move -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people move" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion people move -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper people move" -eq 2' -fka '(__scorekeeper_custom_completion ---completion people move -- positional@1 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people move" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper people move" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper stats" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper stats" kind' -l 'kind' -d 'Only this kind (case ignored).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper stats" json' -l 'json' -d 'Print a JSON array of {kind, plays, averageWinningScore, top: [{id, name, wins}]}, by kind.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper stats" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper export" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper export" -eq 1' -fka '(__scorekeeper_custom_completion ---completion export -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper export" all' -l 'all' -d 'Every game in the file (JSON only).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper export" format' -l 'format' -d 'json (the default) or csv.' -rfka 'json csv'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper export" o output' -s 'o' -l 'output' -d 'Write to this file instead of standard output.' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper export" f force' -s 'f' -l 'force' -d 'Replace the output file if it exists.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper export" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo" -eq 1' -fa 'attach' -d 'Attach a photo to a player, replacing any photo it had.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo" -eq 1' -fa 'remove' -d 'Remove a player\'s photo.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo" -eq 1' -fa 'export' -d 'Write a player\'s photo to a file, byte for byte as it was attached.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo" -eq 1' -fa 'show' -d 'Print a player\'s photo.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo attach" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo attach" -eq 1' -fka '(__scorekeeper_custom_completion ---completion photo attach -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo attach" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion photo attach -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo attach" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo attach" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo remove" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo remove" -eq 1' -fka '(__scorekeeper_custom_completion ---completion photo remove -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo remove" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion photo remove -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo remove" y yes' -s 'y' -l 'yes' -d 'Do not ask for confirmation.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo remove" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo remove" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo export" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo export" -eq 1' -fka '(__scorekeeper_custom_completion ---completion photo export -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo export" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion photo export -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo export" f force' -s 'f' -l 'force' -d 'Replace OUT if it exists.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo export" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo show" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo show" graphics' -l 'graphics' -d 'How photos are drawn: auto, kitty, sixel, iterm2 or symbols (default: $SCOREKEEPER_GRAPHICS, else auto).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_positional "scorekeeper photo show" -eq 1' -fka '(__scorekeeper_custom_completion ---completion photo show -- positional@0 (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo show" game' -l 'game' -d 'The game the player\'s name is looked up in: its title, id, or a unique id prefix.' -rfka '(__scorekeeper_custom_completion ---completion photo show -- --game (count (__scorekeeper_tokens -pc)) (__scorekeeper_tokens -tC))'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo show" width' -l 'width' -d 'Width in columns (default: the terminal\'s width, or 80).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo show" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper photo show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper demo" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper demo" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper demo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper backup" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper backup" force' -l 'force' -d 'Replace OUT if it already exists.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper backup" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper backup" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper info" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper info" json' -l 'json' -d 'Print a JSON object {path, source, exists, readOnly, sizeBytes, schemaVersion, knownSchemaVersion, games, players, people, changes, photos, photoBytes}.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper info" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper info" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper sync" db' -l 'db' -d 'The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper sync" ssh' -l 'ssh' -d 'The ssh command for a remote OTHER (default: $SCOREKEEPER_SSH, else ssh), split into words as a shell would (quotes and backslashes), e.g. "ssh -F \'my cfg\'".' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper sync" remote-command' -l 'remote-command' -d 'Scorekeeper on the other machine (default: scorekeeper, found on its PATH).' -rfka ''
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper sync" json' -l 'json' -d 'Print what moved as JSON: counts and bytes each way, and what the merge did on each side (changed winners, deletes and what went with them, games that could not merge), and the registers both copies changed since the last sync (conflicts: the value kept and the one lost).'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper sync" version' -l 'version' -d 'Show the version.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'scorekeeper' -n '__scorekeeper_should_offer_completions_for_flags_or_options "scorekeeper help" version' -l 'version' -d 'Show the version.'
