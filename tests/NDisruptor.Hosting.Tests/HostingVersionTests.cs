using System;
using System.Linq;
using System.Reflection;
using Microsoft.Extensions.Hosting;

namespace NDisruptor.Hosting.Tests;

/// <summary>CI runs these tests once per supported Generic Host version; this proves which one each run loaded.</summary>
public sealed class HostingVersionTests
{
    [Fact]
    public void The_Generic_Host_loaded_is_the_version_the_build_asked_for()
    {
        string asked = typeof(HostingVersionTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .Single(a => a.Key == "HostingVersion").Value!;
        Version loaded = typeof(Host).Assembly.GetName().Version!;

        // Microsoft.Extensions.* keep the assembly version at major.minor.0.0 across a release's patches.
        Version expected = Version.Parse(asked);
        Assert.Equal((expected.Major, expected.Minor), (loaded.Major, loaded.Minor));
    }
}
