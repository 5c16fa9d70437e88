using System;
using System.ComponentModel;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// This program compiled ahead of time, whose workers run NDisruptor's two rings as NativeAOT code (the contenders
/// <see cref="ContenderName.NDisruptorAot"/> and <see cref="ContenderName.NDisruptorClassAot"/>), interleaved round by round with
/// the JIT's own. A BenchmarkDotNet sitting times the NativeAOT twin of a benchmark long after its JIT run, so the ratio between
/// the two follows the host (from 0.13× to 1.80× in one sitting); timed in the same rounds, they meet the same host.
/// </summary>
public static class NativeAotWorker
{
    /// <summary>The <c>--aot</c> value that publishes the NativeAOT build from this program's source tree first.</summary>
    public const string Publish = "publish";

    /// <summary>The <c>--aot</c> value that runs no NativeAOT twin.</summary>
    public const string Off = "off";

    /// <summary>Whether this process is itself compiled ahead of time: its "JIT" contenders would be NativeAOT code too.</summary>
    public static bool ThisProcessIsNative => !RuntimeFeature.IsDynamicCodeSupported;

    /// <summary>
    /// What a run without <c>--aot</c> does: a measuring run of every topology (<c>compare all</c>, scale 1, on real hardware)
    /// publishes and runs the twins, so that the comparison's targets include NativeAOT's; anything else runs none, unless
    /// <c>--contenders</c> names a twin.
    /// </summary>
    public static string DefaultFor(bool all, int scale, bool twinNamed) =>
        twinNamed || (all && scale == 1 && MachineFacts.Emulation is null && !ThisProcessIsNative) ? Publish : Off;

    /// <summary>
    /// The NativeAOT executable for <paramref name="aot"/> (<see cref="Publish"/> or a path to an executable already published).
    /// </summary>
    /// <exception cref="InvalidOperationException">It could not be published, or this process is compiled ahead of time.</exception>
    /// <exception cref="ArgumentException">The path names no file.</exception>
    public static string Resolve(string aot)
    {
        if (ThisProcessIsNative)
        {
            throw new InvalidOperationException("this process is compiled ahead of time itself, so its own contenders are NativeAOT code already: run the comparison under the JIT (dotnet run) to compare the two.");
        }

        if (aot != Publish)
        {
            return File.Exists(aot) ? Path.GetFullPath(aot) : throw new ArgumentException($"--aot {aot}: no such file; give the NativeAOT executable of this program ({PublishCommand("<this project>")}), or --aot {Publish} to have it published.", nameof(aot));
        }

        string project = typeof(NativeAotWorker).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().FirstOrDefault(a => a.Key == "ProjectDirectory")?.Value
            ?? throw new InvalidOperationException("this build does not say where its project is.");
        if (!File.Exists(Path.Combine(project, ProjectFile)))
        {
            throw new InvalidOperationException($"the project this program was built from is gone ({project}); publish it yourself ({PublishCommand("<the project>")}) and pass the executable with --aot PATH.");
        }

        string output = Path.Combine(project, "bin", "NativeAotWorker", Rid);
        CompareCommand.Log($"Publishing the NativeAOT workers: {PublishCommand(project)} -o {output}");
        var info = new ProcessStartInfo(Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") ?? "dotnet")
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
        };

        // No build server or compiler server left running: they would share the cores with the rounds that follow.
        foreach (string word in new[] { "publish", project, "-c", "Release", "-r", Rid, "-p:PublishAot=true", "-o", output, "-nodeReuse:false", "-p:UseSharedCompilation=false" })
        {
            info.ArgumentList.Add(word);
        }

        using var process = Start(info);

        // Its output is a build log: kept for a failure, where its errors say why.
        string log = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        if (process.ExitCode != 0)
        {
            Console.Error.WriteLine(log);
            throw new InvalidOperationException($"dotnet publish for NativeAOT exited with {process.ExitCode} (its log is above).");
        }

        string executable = Path.Combine(output, ExecutableName);
        return File.Exists(executable) ? executable : throw new InvalidOperationException($"dotnet publish wrote no {ExecutableName} into {output}.");
    }

    /// <summary>Starts dotnet publish; a dotnet that cannot be started is a publish that failed, as the caller handles those.</summary>
    private static Process Start(ProcessStartInfo info)
    {
        try
        {
            return Process.Start(info) ?? throw new InvalidOperationException("dotnet publish did not start.");
        }
        catch (Win32Exception exception)
        {
            throw new InvalidOperationException($"dotnet publish did not start: {exception.Message}", exception);
        }
    }

    private const string ProjectFile = "NDisruptor.Benchmarks.csproj";

    internal static string ExecutableName => OperatingSystem.IsWindows() ? "NDisruptor.Benchmarks.exe" : "NDisruptor.Benchmarks";

    private static string PublishCommand(string project) => $"dotnet publish {project} -c Release -r {Rid} -p:PublishAot=true";

    // The portable runtime identifier, which NativeAOT's compiler packages are published for (a source-built SDK may report a
    // distribution's own, such as ubuntu.24.04-x64).
    private static string Rid =>
        $"{(OperatingSystem.IsWindows() ? "win" : OperatingSystem.IsMacOS() ? "osx" : "linux")}-{RuntimeInformation.ProcessArchitecture.ToString().ToLowerInvariant()}";
}
