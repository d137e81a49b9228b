// Tests arrive with their module.
