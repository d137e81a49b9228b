#!/bin/bash

__scorekeeper_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__scorekeeper_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__scorekeeper_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__scorekeeper_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_scorekeeper() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--watch --version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=(--db --graphics)
    __scorekeeper_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--graphics')
        return
        ;;
    esac

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    game|player|round|turn|undo|redo|history|people|stats|evening|sheet|tournament|import|export|photo|demo|backup|info|sync|serve|keys|help)
        # Offer subcommand argument completions
        "_scorekeeper_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'game player round turn undo redo history people stats evening sheet tournament import export photo demo backup info sync serve keys help' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_game() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    add|list|show|rules|finish|reopen|rematch|pause|resume|rename|kind|delete)
        # Offer subcommand argument completions
        "_scorekeeper_game_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'add list show rules finish reopen rematch pause resume rename kind delete' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_game_add() {
    repeating_flags=()
    non_repeating_flags=(--lowest-wins --dealer-rotates --no-dealer --no-turn-limit --player-clocks --no-player-clocks --no-round-total --version -h --help)
    repeating_options=(--round-total)
    non_repeating_options=(--db --target --rounds --turn-limit --sheet)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--target')
        return
        ;;
    '--rounds')
        return
        ;;
    '--turn-limit')
        return
        ;;
    '--round-total')
        return
        ;;
    '--sheet')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game add -- --sheet "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_game_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game show -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_rules() {
    repeating_flags=()
    non_repeating_flags=(--lowest-wins --highest-wins --no-target --no-rounds --dealer-rotates --no-dealer --no-turn-limit --player-clocks --no-player-clocks --no-round-total --version -h --help)
    repeating_options=(--round-total)
    non_repeating_options=(--db --target --rounds --turn-limit)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--target')
        return
        ;;
    '--rounds')
        return
        ;;
    '--turn-limit')
        return
        ;;
    '--round-total')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game rules -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_finish() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game finish -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_reopen() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game reopen -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_rematch() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game rematch -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_pause() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game pause -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_resume() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game resume -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_rename() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game rename -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_kind() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game kind -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_game_delete() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion game delete -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_player() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    add|list|score|seat|rename|delete)
        # Offer subcommand argument completions
        "_scorekeeper_player_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'add list score seat rename delete' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_player_add() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --score)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--score')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player add -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_player_list() {
    repeating_flags=()
    non_repeating_flags=(--ascending --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player list -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_player_score() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game --by --to)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player score -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    '--by')
        return
        ;;
    '--to')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player score -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player score -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_player_seat() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 3

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player seat -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player seat -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_player_rename() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player rename -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player rename -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_player_delete() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player delete -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion player delete -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_round() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    add|next)
        # Offer subcommand argument completions
        "_scorekeeper_round_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'add next' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_round_add() {
    repeating_flags=()
    non_repeating_flags=(--add --set --force --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion round add -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    *)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion round add -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_round_next() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion round next -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_turn() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    next|show|set|stop)
        # Offer subcommand argument completions
        "_scorekeeper_turn_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'next show set stop' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_turn_next() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion turn next -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_turn_show() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion turn show -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_turn_set() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion turn set -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion turn set -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_turn_stop() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion turn stop -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_undo() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion undo -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_redo() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion redo -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_history() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    show|fix|delete)
        # Offer subcommand argument completions
        "_scorekeeper_history_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'show fix delete' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_history_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --limit)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--limit')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion history show -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_history_fix() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --amount --entry)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--amount')
        return
        ;;
    '--entry')
        return
        ;;
    esac
}

_scorekeeper_history_delete() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_people() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|show|rename|merge|colour|move|photo|delete)
        # Offer subcommand argument completions
        "_scorekeeper_people_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list show rename merge colour move photo delete' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_people_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_people_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people show -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_people_rename() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people rename -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_people_merge() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people merge -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people merge -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_people_colour() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people colour -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W 'red'$'\n''green'$'\n''yellow'$'\n''blue'$'\n''magenta'$'\n''cyan'$'\n''orange'$'\n''purple'$'\n''teal'$'\n''pink'
        return
        ;;
    esac
}

_scorekeeper_people_move() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people move -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people move -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people move -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_people_photo() {
    repeating_flags=()
    non_repeating_flags=(--remove -y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people photo -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -f
        return
        ;;
    esac
}

_scorekeeper_people_delete() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion people delete -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_stats() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --kind)
    __scorekeeper_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--kind')
        return
        ;;
    esac
}

_scorekeeper_evening() {
    repeating_flags=()
    non_repeating_flags=(--json --markdown --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_sheet() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|show|enter)
        # Offer subcommand argument completions
        "_scorekeeper_sheet_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list show enter' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_sheet_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0
}

_scorekeeper_sheet_show() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion sheet show -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_sheet_enter() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion sheet enter -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion sheet enter -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    add|list|join|leave|drop|pair|unpair|swap|result|resolve|codes|reports|show|standings|export|import|set|clock|rename|delete)
        # Offer subcommand argument completions
        "_scorekeeper_tournament_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'add list join leave drop pair unpair swap result resolve codes reports show standings export import set clock rename delete' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_tournament_add() {
    repeating_flags=()
    non_repeating_flags=(--third-place --reset --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --format --table-size --rounds --points --tiebreaks --cycles --rules --sheet --kind --round-time)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--format')
        __scorekeeper_add_completions -W 'swiss'$'\n''round-robin'$'\n''knockout'$'\n''double-knockout'$'\n''tables'
        return
        ;;
    '--table-size')
        return
        ;;
    '--rounds')
        return
        ;;
    '--points')
        return
        ;;
    '--tiebreaks')
        return
        ;;
    '--cycles')
        return
        ;;
    '--rules')
        return
        ;;
    '--sheet')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament add -- --sheet "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    '--kind')
        return
        ;;
    '--round-time')
        return
        ;;
    esac
}

_scorekeeper_tournament_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_tournament_join() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --rating --bye-points --from-round)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--rating')
        return
        ;;
    '--bye-points')
        return
        ;;
    '--from-round')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament join -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    *)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament join -- positional@1 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_leave() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament leave -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_drop() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament drop -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_pair() {
    repeating_flags=()
    non_repeating_flags=(--again --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament pair -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_unpair() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament unpair -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_swap() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 3

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament swap -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_result() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --round)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--round')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament result -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_resolve() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --keep)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--keep')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament resolve -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_codes() {
    repeating_flags=()
    non_repeating_flags=(--renew --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament codes -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_reports() {
    repeating_flags=()
    non_repeating_flags=(--all --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --seat)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--seat')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament reports -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W 'accept'$'\n''reject'$'\n''send'
        return
        ;;
    esac
}

_scorekeeper_tournament_show() {
    repeating_flags=()
    non_repeating_flags=(--why --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --round)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--round')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament show -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_standings() {
    repeating_flags=()
    non_repeating_flags=(--json --csv --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament standings -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_export() {
    repeating_flags=()
    non_repeating_flags=(--trf --csv -f --force --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament export -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -f
        return
        ;;
    esac
}

_scorekeeper_tournament_import() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --name --format)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--name')
        return
        ;;
    '--format')
        __scorekeeper_add_completions -W 'swiss'$'\n''round-robin'$'\n''knockout'$'\n''double-knockout'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -o plusdirs -fX '!*.@(trf|txt)'
        return
        ;;
    esac
}

_scorekeeper_tournament_set() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --rounds --points --tiebreaks --table-size --rules --sheet --kind --round-time --accept-first-report)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--rounds')
        return
        ;;
    '--points')
        return
        ;;
    '--tiebreaks')
        return
        ;;
    '--table-size')
        return
        ;;
    '--rules')
        return
        ;;
    '--sheet')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament set -- --sheet "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    '--kind')
        return
        ;;
    '--round-time')
        return
        ;;
    '--accept-first-report')
        __scorekeeper_add_completions -W 'on'$'\n''off'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament set -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_clock() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament clock -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    2)
        __scorekeeper_add_completions -W 'start'$'\n''pause'$'\n''resume'
        return
        ;;
    esac
}

_scorekeeper_tournament_rename() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament rename -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_tournament_delete() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion tournament delete -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_import() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --update --include-incomplete --include-nowinstats --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --from --people)
    __scorekeeper_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--from')
        __scorekeeper_add_completions -W 'bgstats'$'\n''bgg'$'\n''keepscore'$'\n''scorepad'
        return
        ;;
    '--people')
        __scorekeeper_add_completions -f
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __scorekeeper_add_completions -o plusdirs -fX '!*.@(json|xml|gz)'
        return
        ;;
    esac
}

_scorekeeper_export() {
    repeating_flags=()
    non_repeating_flags=(--all -f --force --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --evening --format -o --output)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--evening')
        return
        ;;
    '--format')
        __scorekeeper_add_completions -W 'json'$'\n''csv'$'\n''bgstats'$'\n''bgg-csv'
        return
        ;;
    '-o'|'--output')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion export -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_photo() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    attach|remove|export|show)
        # Offer subcommand argument completions
        "_scorekeeper_photo_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'attach remove export show' -- "${cur}"))
        ;;
    esac
}

_scorekeeper_photo_attach() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo attach -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo attach -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_photo_remove() {
    repeating_flags=()
    non_repeating_flags=(-y --yes --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo remove -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo remove -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_photo_export() {
    repeating_flags=()
    non_repeating_flags=(-f --force --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game)
    __scorekeeper_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo export -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo export -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_photo_show() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --graphics --game --width)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--graphics')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo show -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    '--width')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion photo show -- positional@0 "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_scorekeeper_demo() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_backup() {
    repeating_flags=()
    non_repeating_flags=(--force --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_info() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db)
    __scorekeeper_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    esac
}

_scorekeeper_sync() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --ssh --remote-command)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--ssh')
        return
        ;;
    '--remote-command')
        return
        ;;
    esac
}

_scorekeeper_serve() {
    repeating_flags=()
    non_repeating_flags=(--evening --lan --photos --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --game --tournament --port --max-connections --slips)
    __scorekeeper_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        return
        ;;
    '--game')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion serve -- --game "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    '--tournament')
        __scorekeeper_add_completions -W "$(__scorekeeper_custom_complete ---completion serve -- --tournament "${COMP_CWORD}" "$(__scorekeeper_cursor_index_in_current_word)")"
        return
        ;;
    '--port')
        return
        ;;
    '--max-connections')
        return
        ;;
    '--slips')
        __scorekeeper_add_completions -o plusdirs -fX '!*.@(html)'
        return
        ;;
    esac
}

_scorekeeper_keys() {
    repeating_flags=()
    non_repeating_flags=(--markdown --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options 0
}

_scorekeeper_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __scorekeeper_offer_flags_options -1
}

complete -o filenames -F _scorekeeper scorekeeper
