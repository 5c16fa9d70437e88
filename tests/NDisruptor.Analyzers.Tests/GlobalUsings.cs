// Every test class verifies diagnostics and fixes through Verify (as V) with xUnit; imported once here.
global using System.Collections.Generic;
global using System.Linq;
global using System.Threading.Tasks;
global using NDisruptor.Analyzers.CodeFixes;
global using Xunit;
global using V = NDisruptor.Analyzers.Tests.Verify;
