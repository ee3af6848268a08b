// RemodelKit is the driver layer and the library's one import: it re-exports the layers below.
@_exported import RemodelCore
@_exported import RemodelMigrations
@_exported import RemodelProject
@_exported import RemodelRules
