// The store speaks in the domain's values (games, players, rules, standings): whoever imports the
// store imports them too.
@_exported import ScorekeeperDomain
