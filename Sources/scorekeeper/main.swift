import ScorekeeperCLI
ScorekeeperCommand.main()
